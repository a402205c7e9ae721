import { LOGO_MESSAGES } from "@placard/shared/media";
import { SPACE_TYPE_CHIPS } from "@placard/shared/placements";
import { INVALID_CAPACITY_MESSAGE, NEW_SPACE_CAPACITY_MESSAGE } from "@placard/shared/spaces";
import { TIERS } from "@placard/shared/tiers";
import { LANGUAGES } from "@placard/shared/languages";
import { afterEach, expect, it } from "vitest";
import { applyLocale, i18n } from "@/lib/i18n";
import { languageName, spaceTypeLabel, tierName } from "./components/inventory-labels";

afterEach(() => applyLocale("en"));

/** The inventory's shared texts (SPEC §3, §5) read word for word in English from the catalog (issue #33). */
it("keeps the shared inventory texts word for word in English", () => {
  expect(i18n.language).toBe("en");
  expect(i18n.t("inventory.logo.type")).toBe(LOGO_MESSAGES.type);
  expect(i18n.t("inventory.logo.size")).toBe(LOGO_MESSAGES.size);
  expect(i18n.t("inventory.logo.missing")).toBe(LOGO_MESSAGES.missing);
  expect(i18n.t("inventory.capacity.invalid")).toBe(INVALID_CAPACITY_MESSAGE);
  expect(i18n.t("inventory.capacity.new_space")).toBe(NEW_SPACE_CAPACITY_MESSAGE);
  for (const chip of SPACE_TYPE_CHIPS) expect(spaceTypeLabel(chip.type)).toBe(chip.label);
  for (const tier of TIERS) expect(tierName(tier.key)).toBe(tier.name);
  for (const language of LANGUAGES) expect(languageName(language.key)).toBe(language.name);
});

it("names the ad label languages in the reader's language", async () => {
  await applyLocale("fr");
  expect(languageName("swahili")).toBe("swahili");
  expect(tierName("gold")).toBe("Or");
});
