import { LANGUAGE_KEYS, LANGUAGES } from "./languages.js";
import { describe, expect, it } from "vitest";
import { LABELS, labelsFor } from "./ad-labels.js";

describe("labels", () => {
  it("exist for each of the six languages, with the language's code", () => {
    expect(Object.keys(LABELS).sort()).toEqual([...LANGUAGE_KEYS].sort());
    for (const language of LANGUAGES) {
      const labels = LABELS[language.key];
      expect(labels.code).toBe(language.code);
      for (const value of Object.values(labels)) expect(value.trim()).not.toBe("");
      expect(labels.perMonth.startsWith("/")).toBe(true);
    }
  });

  it("fall back to English for an unknown language", () => {
    expect(labelsFor("french").sponsored).toBe("Sponsorisé");
    expect(labelsFor("klingon")).toBe(LABELS.english);
    expect(labelsFor("__proto__")).toBe(LABELS.english);
    expect(labelsFor("toString")).toBe(LABELS.english);
    expect(labelsFor(undefined)).toBe(LABELS.english);
  });
});
