import { describe, expect, it } from "vitest";
import { sqlBatches } from "./sql-batches.js";

const SCRIPT = [
  "SET standard_conforming_strings = on;",
  "-- a comment; with a semicolon",
  "INSERT INTO public.t VALUES (1, 'one; two', 'it''s;\nstill one');",
  'INSERT INTO public."odd;name" VALUES (2, $$body; here$$, $fn$x;y$fn$);',
  "/* block; comment */ SELECT 1;",
  "SELECT 'tail';",
].join("\n");

describe("sqlBatches", () => {
  it("cuts only between statements, never inside strings, identifiers, dollar quotes or comments", () => {
    const one = [...sqlBatches(SCRIPT, 1)];
    expect(one.join("")).toBe(SCRIPT);
    expect(one.map((batch) => batch.trim())).toEqual([
      "SET standard_conforming_strings = on;",
      "-- a comment; with a semicolon\nINSERT INTO public.t VALUES (1, 'one; two', 'it''s;\nstill one');",
      'INSERT INTO public."odd;name" VALUES (2, $$body; here$$, $fn$x;y$fn$);',
      "/* block; comment */ SELECT 1;",
      "SELECT 'tail';",
    ]);
  });

  it("packs statements into batches of about the size asked for", () => {
    const script = "INSERT INTO t VALUES ('x');\n".repeat(1000);
    const batches = [...sqlBatches(script, 2800)];
    expect(batches.join("")).toBe(script);
    expect(batches).toHaveLength(10);
    for (const batch of batches.slice(0, -1)) {
      expect(batch.length).toBeGreaterThanOrEqual(2800);
      expect(batch.length).toBeLessThan(2800 + 28);
    }
  });
});
