import { describe, expect, it } from "vitest";
import { countOf, formatCount, formatLongDate } from "./format.js";

describe("countOf: one plural rule for the UI", () => {
  it("says 1 in the singular and every other count in the plural", () => {
    expect(countOf(1, "user")).toBe("1 user");
    expect(countOf(0, "user")).toBe("0 users");
    expect(countOf(2, "ad space")).toBe("2 ad spaces");
    expect(countOf(1, "Ad Space", "Ad Spaces")).toBe("1 Ad Space");
    expect(countOf(1500, "click", "clicks", formatCount)).toBe("1.5K clicks");
  });
});

describe("formatLongDate: one date format, the UTC day (#34.9)", () => {
  it("names the day a booking starts, as 'Free from' does, wherever the viewer is", () => {
    const zone = process.env.TZ;
    try {
      // West of UTC, midnight UTC is still the evening before: it read "December 24".
      process.env.TZ = "America/New_York";
      expect(formatLongDate("2026-12-25T00:00:00.000Z")).toBe("December 25, 2026");
      expect(formatLongDate("2026-12-25")).toBe("December 25, 2026");
      process.env.TZ = "Pacific/Kiritimati";
      expect(formatLongDate("2026-12-25T23:30:00.000Z")).toBe("December 25, 2026");
    } finally {
      process.env.TZ = zone;
    }
  });
});
