import { describe, expect, it } from "vitest";
import { remembered } from "./remembered.js";

describe("remembered", () => {
  it("answers each key once while it is kept, and the same answer after it was dropped", () => {
    const asked: string[] = [];
    const lengthOf = remembered(3, (key) => {
      asked.push(key);
      return key.length;
    });
    expect(["a", "bb", "a", "bb", "ccc"].map(lengthOf)).toEqual([1, 2, 1, 2, 3]);
    expect(asked).toEqual(["a", "bb", "ccc"]);
    // Full: a fourth key starts over, keeping only itself.
    expect(lengthOf("dddd")).toBe(4);
    expect(lengthOf("dddd")).toBe(4);
    expect(lengthOf("a")).toBe(1);
    expect(asked).toEqual(["a", "bb", "ccc", "dddd", "a"]);
  });

  it("answers a key longer than the longest kept every time, without keeping it", () => {
    const asked: string[] = [];
    const upper = remembered(
      10,
      (key) => {
        asked.push(key);
        return key.toUpperCase();
      },
      3,
    );
    expect([upper("abcd"), upper("abcd"), upper("abc"), upper("abc")]).toEqual(["ABCD", "ABCD", "ABC", "ABC"]);
    expect(asked).toEqual(["abcd", "abcd", "abc"]);
  });

  it("remembers false and empty answers too", () => {
    let calls = 0;
    const no = remembered(10, () => {
      calls++;
      return false;
    });
    expect([no(""), no(""), no("x"), no("x")]).toEqual([false, false, false, false]);
    expect(calls).toBe(2);
  });
});
