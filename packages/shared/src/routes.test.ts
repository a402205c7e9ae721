import { describe, expect, it } from "vitest";
import { PROTECTED_ROUTES, PUBLIC_ROUTES, safeReturnPath, samplePath, withReturnPath } from "./routes.js";

describe("route table", () => {
  it("lists every route of SPEC §2 once, public or protected, never both", () => {
    const all = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES];
    expect(new Set(all).size).toBe(all.length);
    expect(PUBLIC_ROUTES).toEqual(
      expect.arrayContaining(["/", "/placard-ads", "/placard-spaces", "/video/:id", "/sign-in", "/sign-up"]),
    );
    // SPEC §2's 19 protected routes and its two linked screens, the payment result, and /account (#16).
    expect(PROTECTED_ROUTES).toHaveLength(23);
    expect(PROTECTED_ROUTES).toEqual(
      expect.arrayContaining(["/support", "/transactions", "/payment-result", "/account"]),
    );
  });

  it("fills route parameters for sample paths", () => {
    expect(samplePath("/approved-detail/:adId", "42")).toBe("/approved-detail/42");
    expect(samplePath("/wallet")).toBe("/wallet");
  });

  it("follows only a same-origin return path that is not an auth page", () => {
    expect(safeReturnPath("/direct-ad?websiteId=w1&categoryId=c1")).toBe("/direct-ad?websiteId=w1&categoryId=c1");
    expect(safeReturnPath("/select")).toBe("/select");
    for (const unsafe of [
      null,
      undefined,
      "",
      "select",
      "//evil.example.com/x",
      "/\\evil.example.com",
      "https://evil.example.com/",
      "javascript:alert(1)",
      "/\tevil",
      "/sign-in",
      "/sign-up?ref=X",
      "/ref/CODE",
    ]) {
      expect(safeReturnPath(unsafe), String(unsafe)).toBeUndefined();
    }
  });

  it("adds the return path to a link only when it is safe", () => {
    expect(withReturnPath("/sign-up", "/select")).toBe("/sign-up?next=%2Fselect");
    expect(withReturnPath("/sign-up?ref=A", "/select")).toBe("/sign-up?ref=A&next=%2Fselect");
    expect(withReturnPath("/sign-up", "//evil.example.com")).toBe("/sign-up");
  });
});
