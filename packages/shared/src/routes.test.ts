import { describe, expect, it } from "vitest";
import { PROTECTED_ROUTES, PUBLIC_ROUTES, samplePath } from "./routes.js";

describe("route table", () => {
  it("lists every route of SPEC §2 once, public or protected, never both", () => {
    const all = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES];
    expect(new Set(all).size).toBe(all.length);
    expect(PUBLIC_ROUTES).toEqual(
      expect.arrayContaining(["/", "/placard-ads", "/placard-spaces", "/video/:id", "/sign-in", "/sign-up"]),
    );
    expect(PROTECTED_ROUTES).toHaveLength(22);
  });

  it("fills route parameters for sample paths", () => {
    expect(samplePath("/approved-detail/:adId", "42")).toBe("/approved-detail/42");
    expect(samplePath("/wallet")).toBe("/wallet");
  });
});
