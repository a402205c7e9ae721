import { describe, expect, it } from "vitest";
import { countOf, formatCount } from "./format.js";

describe("countOf: one plural rule for the UI", () => {
  it("says 1 in the singular and every other count in the plural", () => {
    expect(countOf(1, "user")).toBe("1 user");
    expect(countOf(0, "user")).toBe("0 users");
    expect(countOf(2, "ad space")).toBe("2 ad spaces");
    expect(countOf(1, "Ad Space", "Ad Spaces")).toBe("1 Ad Space");
    expect(countOf(1500, "click", "clicks", formatCount)).toBe("1.5K clicks");
  });
});
