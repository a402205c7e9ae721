import { describe, expect, it } from "vitest";
import { clickThroughRate } from "./reports";

describe("click-through rate", () => {
  it("is clicks over views in percent, one decimal, and 0 without views", () => {
    expect(clickThroughRate(0, 0)).toBe(0);
    expect(clickThroughRate(1000, 25)).toBe(2.5);
    expect(clickThroughRate(3, 1)).toBe(33.3);
  });
});
