import { describe, expect, it } from "vitest";
import { matchAcceptLanguage } from "./locales.js";

describe("matchAcceptLanguage", () => {
  it("takes the best supported language by quality, then by order", () => {
    expect(matchAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8")).toBe("fr");
    expect(matchAcceptLanguage("de-DE, sw;q=0.5, es;q=0.7")).toBe("es");
    expect(matchAcceptLanguage("zh-Hans-CN")).toBe("zh");
    expect(matchAcceptLanguage("rw-RW,en;q=0.1")).toBe("rw");
  });

  it("is null for none, a wildcard, refused or malformed tags", () => {
    expect(matchAcceptLanguage(undefined)).toBeNull();
    expect(matchAcceptLanguage("*")).toBeNull();
    expect(matchAcceptLanguage("fr;q=0, de")).toBeNull();
    expect(matchAcceptLanguage("!!, 12")).toBeNull();
  });
});
