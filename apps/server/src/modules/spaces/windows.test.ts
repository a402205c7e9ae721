import { describe, expect, it } from "vitest";
import { peakOverlap } from "./windows.js";

describe("peakOverlap", () => {
  it("counts the most bookings at one moment, not every booking that touches the window", () => {
    const back = [
      { from: 0, until: 10 },
      { from: 10, until: 40 },
    ];
    expect(peakOverlap(back, 5, 35)).toBe(1);
    expect(peakOverlap([...back, { from: 8, until: 12 }], 5, 35)).toBe(2);
    expect(peakOverlap(back, 40, 70)).toBe(0);
    expect(peakOverlap([{ from: 0, until: 100 }], 50, 60)).toBe(1);
  });
});
