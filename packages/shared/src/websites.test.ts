import { describe, expect, it } from "vitest";
import { normalizeWebsiteUrl } from "./websites.js";

describe("normalizeWebsiteUrl", () => {
  it.each([
    ["example.com", "https://example.com"],
    ["  HTTP://Example.COM/ ", "http://example.com"],
    ["https://example.com/blog/?page=2#top", "https://example.com/blog?page=2"],
    ["https://news.example.co.rw:8443/a//", "https://news.example.co.rw:8443/a"],
    ["http://localhost:8080", "http://localhost:8080"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeWebsiteUrl(input)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "javascript:alert(1)",
    "ftp://example.com",
    "mailto:a@example.com",
    "https://user:pw@example.com",
    "not a url",
    "https://nodot",
  ])("refuses %j", (input) => {
    expect(normalizeWebsiteUrl(input)).toBeNull();
  });
});
