import { ROTATION_MS, VIEW_DWELL_MS, VIEW_VISIBLE_RATIO } from "@placard/shared/delivery";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import {
  addScript,
  addSlot,
  answer,
  beaconMock,
  FakeObserver,
  isObserved,
  loadEmbed,
  mockFetch,
  servedAd,
  servedSpace,
  setHidden,
  setVisible,
  usePage,
  VIEW_URL,
} from "./test/harness.js";

usePage();

beforeEach(() => {
  vi.useFakeTimers();
  addScript();
});

async function showAds(ads = [servedAd({ token: "t1" })], hasRoom = false) {
  const slot = addSlot("a");
  const fetchMock = mockFetch(answer(servedSpace("a", { ads, hasRoom })));
  await loadEmbed();
  const item = () => {
    const shown = slot.querySelector(".placard-ad-item");
    if (!shown) throw new Error("no ad shown");
    return shown;
  };
  return { slot, fetchMock, item };
}

describe("views", () => {
  it(`are sent once ${VIEW_DWELL_MS} ms after half of the ad became visible, not before`, async () => {
    const beacon = beaconMock();
    const { item } = await showAds();
    expect(FakeObserver.instances[0]?.options?.threshold).toBe(VIEW_VISIBLE_RATIO);
    setVisible(item(), 0.5);
    vi.advanceTimersByTime(VIEW_DWELL_MS - 1);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beacon).toHaveBeenCalledTimes(1);
    // The token, then the page's path (decision 0059): nothing else about the page or the reader.
    expect(beacon).toHaveBeenCalledWith(VIEW_URL, "t1\n/");
  });

  it("are not sent while less than half of the ad is visible", async () => {
    const beacon = beaconMock();
    const { item } = await showAds();
    setVisible(item(), 0.49);
    vi.advanceTimersByTime(VIEW_DWELL_MS * 10);
    expect(beacon).not.toHaveBeenCalled();
  });

  it("need one continuous second: leaving the viewport starts over", async () => {
    const beacon = beaconMock();
    const { item } = await showAds();
    setVisible(item(), 1);
    vi.advanceTimersByTime(VIEW_DWELL_MS - 100);
    setVisible(item(), 0.2);
    vi.advanceTimersByTime(VIEW_DWELL_MS);
    setVisible(item(), 0.8);
    vi.advanceTimersByTime(VIEW_DWELL_MS - 1);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it("are not sent while the tab is hidden, and hiding it starts over", async () => {
    const beacon = beaconMock();
    const { item } = await showAds();
    setHidden(true);
    setVisible(item(), 1);
    vi.advanceTimersByTime(VIEW_DWELL_MS * 3);
    expect(beacon).not.toHaveBeenCalled();
    setHidden(false);
    vi.advanceTimersByTime(VIEW_DWELL_MS - 100);
    setHidden(true);
    vi.advanceTimersByTime(VIEW_DWELL_MS);
    setHidden(false);
    vi.advanceTimersByTime(VIEW_DWELL_MS - 1);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it("are never sent twice for the same token", async () => {
    const beacon = beaconMock();
    const { item } = await showAds();
    setVisible(item(), 1);
    vi.advanceTimersByTime(VIEW_DWELL_MS);
    setVisible(item(), 0);
    setVisible(item(), 1);
    vi.advanceTimersByTime(VIEW_DWELL_MS * 5);
    setHidden(true);
    setHidden(false);
    vi.advanceTimersByTime(VIEW_DWELL_MS * 5);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it("count only the ad on show, once per token across rotations", async () => {
    const beacon = beaconMock();
    const { item } = await showAds([servedAd({ token: "t1" }), servedAd({ token: "t2" })], true);
    const first = item();
    setVisible(first, 1);
    vi.advanceTimersByTime(ROTATION_MS);
    expect(beacon.mock.calls.map((call) => call[1])).toEqual(["t1\n/"]);
    // The second ad came in; the first left and is no longer watched.
    expect(isObserved(first)).toBe(false);
    setVisible(item(), 1);
    vi.advanceTimersByTime(ROTATION_MS); // the 'Advertise here' card: no token
    setVisible(item(), 1);
    vi.advanceTimersByTime(ROTATION_MS * 3);
    setVisible(item(), 1);
    vi.advanceTimersByTime(ROTATION_MS * 3);
    expect(beacon.mock.calls.map((call) => call[1])).toEqual(["t1\n/", "t2\n/"]);
  });

  it("are dropped when the ad rotates away before its second is up", async () => {
    const beacon = beaconMock();
    const { item } = await showAds([servedAd({ token: "t1" }), servedAd({ token: "t2" })]);
    vi.advanceTimersByTime(ROTATION_MS - 500);
    setVisible(item(), 1);
    vi.advanceTimersByTime(500);
    // t2 is shown now; t1 had only 500 ms.
    vi.advanceTimersByTime(VIEW_DWELL_MS);
    expect(beacon).not.toHaveBeenCalled();
  });

  it.each([
    ["sendBeacon is missing", undefined],
    ["sendBeacon refuses", false],
  ])("fall back to fetch when %s", async (_name, result) => {
    if (result !== undefined) beaconMock(result);
    const { item, fetchMock } = await showAds();
    setVisible(item(), 1);
    vi.advanceTimersByTime(VIEW_DWELL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(VIEW_URL, {
      method: "POST",
      body: "t1\n/",
      keepalive: true,
      credentials: "omit",
      mode: "no-cors",
    });
    vi.advanceTimersByTime(VIEW_DWELL_MS * 5);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("are not sent to a view URL that is not http(s)", async () => {
    const beacon = beaconMock();
    const slot = addSlot("a");
    mockFetch({ ...answer(servedSpace("a")), viewUrl: "javascript:alert(1)" });
    await loadEmbed();
    const item = slot.querySelector(".placard-ad-item");
    if (item) setVisible(item, 1);
    vi.advanceTimersByTime(VIEW_DWELL_MS * 2);
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe("video", () => {
  it("plays only while visible with the tab visible", async () => {
    beaconMock();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockReturnValue(undefined);
    onTestFinished(() => {
      play.mockRestore();
      pause.mockRestore();
    });
    const creative = { kind: "video" as const, url: "https://ads.example.com/media/a.mp4", thumbnailUrl: null };
    const { item } = await showAds([servedAd({ creative })]);
    expect(play).not.toHaveBeenCalled();
    setVisible(item(), 0.6);
    expect(play).toHaveBeenCalledTimes(1);
    setHidden(true);
    expect(pause).toHaveBeenCalledTimes(1);
    setHidden(false);
    expect(play).toHaveBeenCalledTimes(2);
    setVisible(item(), 0);
    expect(pause).toHaveBeenCalledTimes(2);
  });

  it("does not throw when autoplay is refused", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockRejectedValue(new DOMException("NotAllowedError"));
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {
      throw new Error("no media");
    });
    onTestFinished(() => {
      play.mockRestore();
      pause.mockRestore();
    });
    const creative = { kind: "video" as const, url: "https://ads.example.com/media/a.mp4", thumbnailUrl: null };
    const { item } = await showAds([servedAd({ creative })]);
    expect(() => setVisible(item(), 1)).not.toThrow();
    expect(() => setVisible(item(), 0)).not.toThrow();
  });
});
