import { PLACEMENTS } from "@placard/shared/placements";
import { TIERS } from "@placard/shared/tiers";
import { afterEach, expect, it } from "vitest";
import { applyLocale, i18n } from "@/lib/i18n";
import {
  placementBullets,
  placementDescription,
  placementName,
  spaceDescription,
  spaceName,
  tierName,
} from "./placement-texts";

afterEach(() => applyLocale("en"));

/** The 15 placements' texts (SPEC §3) read word for word in English from the catalog (issue #33). */
it("keeps the placements' texts word for word in English", () => {
  expect(i18n.language).toBe("en");
  for (const placement of PLACEMENTS) {
    expect(placementName(placement.key)).toBe(placement.name);
    expect(placementDescription(placement.key)).toBe(placement.description);
    expect(placementBullets(placement.key)).toEqual(placement.bullets);
  }
  for (const tier of TIERS) expect(tierName(tier.key)).toBe(tier.name);
});

it("writes a space's default texts in the reader's language and an owner's own as written", async () => {
  await applyLocale("fr");
  // Every description is translated (some names, "Bronze" among the tiers, read alike).
  for (const placement of PLACEMENTS) expect(placementDescription(placement.key)).not.toBe(placement.description);
  expect(spaceName({ name: "Sticky Sidebar" })).toBe("Barre latérale fixe");
  expect(spaceDescription({ description: "A tall column at the right edge of wide pages." })).toBe(
    "Une haute colonne au bord droit des pages larges.",
  );
  expect(spaceName({ name: "My banner" })).toBe("My banner");
  expect(placementBullets("modalPic")[0]).toBe("Impossible à manquer");
});
