// The embed's rotation of a space's ads: one at a time, paused while the tab is hidden.
import { ROTATION_MS } from "@placard/shared/delivery";
import { describe, expect, it, vi } from "vitest";
import {
  addScript,
  addSlot,
  answer,
  items,
  loadEmbed,
  mockFetch,
  names,
  servedAd,
  servedSpace,
  setHidden,
  usePage,
} from "./test/harness.js";

usePage();

describe("rotation", () => {
  it(`shows one ad at a time and the next every ${ROTATION_MS} ms`, async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    const ads = [servedAd({ businessName: "One" }), servedAd({ businessName: "Two" })];
    mockFetch(answer(servedSpace("a", { ads })));
    await loadEmbed();
    expect(names(slot)).toEqual(["One"]);
    vi.advanceTimersByTime(ROTATION_MS - 1);
    expect(names(slot)).toEqual(["One"]);
    vi.advanceTimersByTime(1);
    expect(names(slot)).toEqual(["Two"]);
    vi.advanceTimersByTime(ROTATION_MS);
    expect(names(slot)).toEqual(["One"]);
    expect(slot.querySelectorAll(".placard-ad-container")).toHaveLength(1);
  });

  it("draws a card when its turn first comes, and shows the same card on its later turns (decision 0065)", async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    const ads = [servedAd({ businessName: "One" }), servedAd({ businessName: "Two" })];
    mockFetch(answer(servedSpace("a", { ads })));
    const created = vi.spyOn(document, "createElement");
    const cards = () => created.mock.calls.filter(([tag]) => tag === "h3").length;
    await loadEmbed();
    expect(cards()).toBe(1);
    const first = items(slot)[0];
    vi.advanceTimersByTime(ROTATION_MS);
    expect(names(slot)).toEqual(["Two"]);
    expect(cards()).toBe(2);
    vi.advanceTimersByTime(ROTATION_MS * 2);
    expect(names(slot)).toEqual(["Two"]);
    expect(cards()).toBe(2);
    vi.advanceTimersByTime(ROTATION_MS);
    expect(items(slot)[0]).toBe(first);
    created.mockRestore();
  });

  it("gives paid ads every turn, even when the space has room (decision 0023)", async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    const ads = [servedAd({ businessName: "One" }), servedAd({ businessName: "Two" })];
    mockFetch(answer(servedSpace("a", { ads, hasRoom: true })));
    await loadEmbed();
    const seen = [names(slot)];
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(ROTATION_MS);
      seen.push(names(slot));
    }
    expect(seen).toEqual([["One"], ["Two"], ["One"], ["Two"]]);
  });

  it("does not rotate a single ad", async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    mockFetch(answer(servedSpace("a")));
    await loadEmbed();
    const item = items(slot)[0];
    vi.advanceTimersByTime(ROTATION_MS * 3);
    expect(items(slot)).toEqual([item]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("pauses while the tab is hidden", async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    const ads = [servedAd({ businessName: "One" }), servedAd({ businessName: "Two" })];
    mockFetch(answer(servedSpace("a", { ads })));
    await loadEmbed();
    vi.advanceTimersByTime(ROTATION_MS - 1000);
    setHidden(true);
    vi.advanceTimersByTime(ROTATION_MS * 4);
    expect(names(slot)).toEqual(["One"]);
    setHidden(false);
    vi.advanceTimersByTime(ROTATION_MS - 1);
    expect(names(slot)).toEqual(["One"]);
    vi.advanceTimersByTime(1);
    expect(names(slot)).toEqual(["Two"]);
  });

  it("waits for a tab opened in the background to be shown", async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    const ads = [servedAd({ businessName: "One" }), servedAd({ businessName: "Two" })];
    mockFetch(answer(servedSpace("a", { ads })));
    setHidden(true);
    await loadEmbed();
    vi.advanceTimersByTime(ROTATION_MS * 3);
    expect(names(slot)).toEqual(["One"]);
    setHidden(false);
    vi.advanceTimersByTime(ROTATION_MS);
    expect(names(slot)).toEqual(["Two"]);
  });

  it("stops for a slot the page removed", async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    mockFetch(answer(servedSpace("a", { ads: [servedAd(), servedAd()] })));
    await loadEmbed();
    slot.remove();
    vi.advanceTimersByTime(ROTATION_MS);
    expect(vi.getTimerCount()).toBe(0);
  });
});
