import { describe, expect, it } from "vitest";
import { draftToInput, EMPTY_DRAFT, isDraftReady } from "./use-space-selection";

describe("the ready rules of SPEC §4–5", () => {
  it("is ready with a price, a user count, a visitor count or instructions, and not otherwise", () => {
    expect(isDraftReady(EMPTY_DRAFT)).toBe(false);
    expect(isDraftReady({ ...EMPTY_DRAFT, tier: "gold" })).toBe(false);
    expect(isDraftReady({ ...EMPTY_DRAFT, price: "30" })).toBe(true);
    expect(isDraftReady({ ...EMPTY_DRAFT, capacity: "2" })).toBe(true);
    expect(isDraftReady({ ...EMPTY_DRAFT, visitors: "5000" })).toBe(true);
    expect(isDraftReady({ ...EMPTY_DRAFT, instructions: "728×90" })).toBe(true);
    expect(isDraftReady({ ...EMPTY_DRAFT, instructions: "   " })).toBe(false);
  });

  it("leaves what is empty to the server's defaults and sends cents", () => {
    expect(draftToInput("sidebar", { ...EMPTY_DRAFT, instructions: "Square" })).toEqual({
      placementKey: "sidebar",
      instructions: "Square",
      visitorRange: { min: 0, max: 10000 },
    });
    expect(
      draftToInput("bottom", { tier: "gold", price: "12.50", capacity: "3", visitors: "8000", instructions: "" }),
    ).toEqual({
      placementKey: "bottom",
      priceCents: 1250,
      capacity: 3,
      tier: "gold",
      visitorRange: { min: 8000, max: 8000 },
    });
  });
});
