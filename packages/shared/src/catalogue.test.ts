import { describe, expect, it } from "vitest";
import { formatDollars, parseDollars } from "./money.js";
import { PLACEMENT_KEYS, PLACEMENTS } from "./placements.js";
import { TIERS } from "./tiers.js";

describe("the placement catalogue", () => {
  it("has the 15 placements of SPEC §3, each with a description, five bullets and a slot on the page", () => {
    expect(PLACEMENTS.map((p) => p.key)).toEqual([...PLACEMENT_KEYS]);
    expect(PLACEMENTS).toHaveLength(15);
    for (const placement of PLACEMENTS) {
      expect(placement.description.length, placement.key).toBeGreaterThan(10);
      expect(new Set(placement.bullets).size, placement.key).toBe(5);
      const { x, y, w, h } = placement.slot;
      expect(x >= 0 && y >= 0 && x + w <= 120 && y + h <= 80, placement.key).toBe(true);
    }
    expect(PLACEMENTS.find((p) => p.key === "mobileInterstial")).toMatchObject({
      name: "Mobile Interstitial",
      spaceType: "mobile",
    });
  });

  it("has the four tiers of SPEC §9 with gold the most popular", () => {
    expect(TIERS.map((t) => [t.key, t.priceCents, t.label])).toEqual([
      ["bronze", 1000, "Essential"],
      ["silver", 2000, "Essential"],
      ["gold", 3000, "Essential"],
      ["platinum", 5000, "Enterprise"],
    ]);
    expect(TIERS.filter((t) => t.isMostPopular).map((t) => t.key)).toEqual(["gold"]);
  });
});

describe("money", () => {
  it("parses typed prices to cents, which format back as typed", () => {
    expect(formatDollars(3000)).toBe("$30");
    expect(parseDollars("12")).toBe(1200);
    expect(parseDollars("$12.5")).toBe(1250);
    expect(parseDollars("-3")).toBeNull();
    expect(parseDollars("1e3")).toBeNull();
    expect(parseDollars("12.345")).toBeNull();
  });
});
