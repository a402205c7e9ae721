// The embed on a page that changes: window.placard.refresh(), a second copy of the script, slots
// the parser or a single-page site's navigation adds (decision 0051). Every test loads a fresh copy
// of the script on a clean page (usePage), so none leans on the tests before it.
import { ROTATION_MS } from "@placard/shared/delivery";
import { describe, expect, it, vi } from "vitest";
import {
  addScript,
  addSlot,
  answer,
  flush,
  isObserved,
  items,
  loadEmbed,
  mockFetch,
  servedAd,
  servedSpace,
  setVisible,
  slotState,
  usePage,
} from "./test/harness.js";

usePage();

describe("window.placard.refresh()", () => {
  it("picks up new slots and leaves the ones already shown alone", async () => {
    addScript();
    const first = addSlot("a");
    const fetchMock = mockFetch(answer(servedSpace("a"), servedSpace("b")));
    await loadEmbed();
    const shown = first.firstElementChild;
    expect(fetchMock).toHaveBeenCalledTimes(1);

    window.placard?.refresh();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const second = addSlot("b");
    window.placard?.refresh();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe("https://ads.example.com/serve/v1/spaces?ids=b");
    expect(slotState(second)).toBe("ready");
    expect(first.firstElementChild).toBe(shown);
    expect(items(first)).toHaveLength(1);
  });

  it("is what a second copy of the script calls: nothing is rendered twice", async () => {
    addScript();
    addScript();
    const slot = addSlot("a");
    const fetchMock = mockFetch(answer(servedSpace("a")));
    await loadEmbed();
    const api = window.placard;
    await loadEmbed();
    expect(window.placard).toBe(api);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(items(slot)).toHaveLength(1);
    expect(document.querySelectorAll("style")).toHaveLength(0);
    expect(document.querySelectorAll("link[rel=stylesheet]")).toHaveLength(1);
  });

  it("takes slots the parser adds after the script ran, without waiting for DOMContentLoaded", async () => {
    vi.useFakeTimers();
    addScript();
    const fetchMock = mockFetch(answer(servedSpace("a")));
    await loadEmbed();
    expect(fetchMock).not.toHaveBeenCalled();
    const slot = addSlot("a");
    await vi.advanceTimersByTimeAsync(100);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(slotState(slot)).toBe("ready");
  });
});

describe("single-page sites (decision 0051)", () => {
  it("fills slots a navigation adds, by itself, in one request per batch", async () => {
    vi.useFakeTimers();
    addScript();
    addSlot("a");
    const fetchMock = mockFetch(answer(servedSpace("a"), servedSpace("b"), servedSpace("c")));
    await loadEmbed();
    const page = document.createElement("main");
    const added = [addSlot("b", page), addSlot("c", page)];
    document.body.appendChild(page);
    await vi.advanceTimersByTimeAsync(99);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe("https://ads.example.com/serve/v1/spaces?ids=b,c");
    expect(added.map(slotState)).toEqual(["ready", "ready"]);
    // Drawing and rotating inside slots is not a change to look into.
    await vi.advanceTimersByTimeAsync(ROTATION_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("releases a removed slot: no rotation, no dwell timer, nothing observed, even after 100 navigations", async () => {
    vi.useFakeTimers();
    addScript();
    const ads = [servedAd(), servedAd()];
    mockFetch(answer(servedSpace("a", { ads })));
    await loadEmbed();
    expect(vi.getTimerCount()).toBe(0);
    for (let navigation = 0; navigation < 100; navigation++) {
      const slot = addSlot("a");
      await vi.advanceTimersByTimeAsync(100);
      await flush();
      await vi.advanceTimersByTimeAsync(100); // the first time, the stylesheet's <link> is a change too
      expect(slotState(slot)).toBe("ready");
      const item = slot.querySelector(".placard-ad-item") as Element;
      setVisible(item, 1);
      expect(isObserved(item)).toBe(true);
      expect(vi.getTimerCount()).toBe(2); // the rotation and the view's dwell
      slot.remove();
      await vi.advanceTimersByTimeAsync(100);
      expect(vi.getTimerCount()).toBe(0);
      expect(isObserved(item)).toBe(false);
    }
  });
});
