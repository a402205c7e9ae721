import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { serveAxe, seriousViolations } from "./support/axe.js";
import { useSharedSession } from "./support/fixtures.js";
import { widerThanScreen } from "./support/layout.js";

const session = useSharedSession(async (opened) => {
  await serveAxe(opened.context);
  // The support centre would cover the page on the session's first visit.
  await opened.context.addInitScript(() => localStorage.setItem("placard:support:auto-show", "false"));
});

const isPlaying = (page: Page, selector: string) =>
  page.locator(selector).evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0);
const media = (page: Page) => page.getByRole("dialog").locator("video");
const mediaState = (page: Page) =>
  media(page).evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    muted: video.muted,
    volume: video.volume,
    time: video.currentTime,
    rate: video.playbackRate,
  }));

describe("tutorial videos in the browser", () => {
  it("plays a preview while at least half of it is visible and pauses it when scrolled away", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto("/videos");
    await page.getByRole("heading", { level: 1, name: "Learn Placard in a few minutes" }).waitFor();
    const last = '[data-testid="preview-read-your-numbers"]';
    const first = '[data-testid="preview-add-your-website"]';
    await page.locator(last).waitFor({ state: "attached" });

    // The first card is on screen and plays, muted and looping; the last is below the fold.
    await expect.poll(() => isPlaying(page, first), { timeout: 10_000 }).toBe(true);
    expect(await page.locator(first).evaluate((video: HTMLVideoElement) => video.muted && video.loop)).toBe(true);
    expect(await isPlaying(page, last)).toBe(false);

    // Scroll the last card fully into view: it starts; the first, now off screen, pauses.
    await page.locator(last).scrollIntoViewIfNeeded();
    await expect.poll(() => isPlaying(page, last), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.locator(first).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);

    // A quarter visible is not enough: scrolled back up until only its top shows, it pauses.
    const box = await page.locator(last).boundingBox();
    if (!box) throw new Error("no preview box");
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), scrollY + box.y - 640 + box.height * 0.25);
    await expect.poll(() => page.locator(last).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);

    expect(await seriousViolations(page)).toEqual([]);
  });

  it("filters by category and shows 'No videos found' with 'Browse All Videos' for an empty filter", async () => {
    const { page } = session;
    await page.goto("/videos");
    await page.getByRole("tab", { name: "Tips" }).click();
    await page.waitForURL("**/videos?category=tips");
    await expect.poll(() => page.getByRole("list", { name: "Videos" }).getByRole("listitem").count()).toBe(1);
    await page.goto("/videos?category=live-streams");
    await page.getByRole("heading", { name: "No videos found" }).waitFor();
    await page.getByRole("button", { name: "Browse All Videos" }).click();
    await expect.poll(() => page.getByRole("list", { name: "Videos" }).getByRole("listitem").count()).toBe(4);
  });

  it("opens a card in the modal player: it plays at volume 0.8 and the keys of SPEC §2 work", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/videos");
    await page.getByRole("link", { name: /Publish your first ad/ }).click();
    await page.waitForURL("**/video/publish-your-first-ad");
    const dialog = page.getByRole("dialog", { name: "Publish your first ad" });
    await dialog.waitFor();
    await expect.poll(async () => (await mediaState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0);
    const started = await mediaState(page);
    expect(started).toMatchObject({ paused: false, muted: false, volume: 0.8, rate: 1 });
    expect(await seriousViolations(page)).toEqual([]);

    // Space pauses and plays.
    await page.keyboard.press(" ");
    await expect.poll(async () => (await mediaState(page)).paused).toBe(true);
    await dialog.getByRole("button", { name: "Play", exact: true }).waitFor();
    await page.keyboard.press(" ");
    await expect.poll(async () => (await mediaState(page)).paused).toBe(false);
    await page.keyboard.press(" ");
    await expect.poll(async () => (await mediaState(page)).paused).toBe(true);

    // Arrows seek 10 s.
    const before = (await mediaState(page)).time;
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await mediaState(page)).time).toBeCloseTo(before + 10, 0);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await mediaState(page)).time).toBeCloseTo(before, 0);

    // m mutes and unmutes.
    await page.keyboard.press("m");
    await expect.poll(async () => (await mediaState(page)).muted).toBe(true);
    await dialog.getByRole("button", { name: "Unmute" }).waitFor();
    await page.keyboard.press("m");
    await expect.poll(async () => (await mediaState(page)).muted).toBe(false);

    // s opens the speeds; choosing 1.5 plays faster; Escape closes only the settings.
    await page.keyboard.press("s");
    const speeds = dialog.getByRole("group", { name: "Playback speed" });
    await speeds.getByRole("radio", { name: "1 (Normal)" }).waitFor();
    expect(await speeds.getByRole("radio").count()).toBe(6);
    await speeds.getByRole("radio", { name: "1.5" }).check();
    await expect.poll(async () => (await mediaState(page)).rate).toBe(1.5);
    await page.keyboard.press("Escape");
    await speeds.waitFor({ state: "detached" });
    await dialog.waitFor();

    // f enters fullscreen; Escape leaves it first, and only then closes the player.
    await page.keyboard.press("f");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await dialog.getByRole("button", { name: "Exit fullscreen" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.waitForURL((url) => url.pathname === "/videos");
  });

  it("hides the controls after 3 s without mouse movement while playing, and shows them on movement", async () => {
    const { page } = session;
    await page.goto("/video/approve-and-get-paid");
    const dialog = page.getByRole("dialog", { name: "Approve ads and withdraw your earnings" });
    await dialog.waitFor();
    const controls = dialog.getByTestId("player-controls");
    await expect.poll(async () => (await mediaState(page)).paused, { timeout: 10_000 }).toBe(false);
    expect(await controls.getAttribute("data-visible")).toBe("true");
    await expect.poll(() => controls.getAttribute("data-visible"), { timeout: 6_000 }).toBe("false");
    const box = await dialog.locator("video").boundingBox();
    if (!box) throw new Error("no video box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 3);
    await expect.poll(() => controls.getAttribute("data-visible")).toBe("true");
    // Paused: the controls stay.
    await page.keyboard.press(" ");
    await page.waitForTimeout(3_500);
    expect(await controls.getAttribute("data-visible")).toBe("true");
    await dialog.getByRole("button", { name: "Close video" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  it("fits its controls on a phone: the time on one line, the fullscreen button inside the screen (#15.7)", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/video/publish-your-first-ad");
    const controls = page.getByRole("dialog").getByTestId("player-controls");
    await controls.getByRole("button", { name: "Fullscreen" }).waitFor();
    await expect.poll(async () => (await mediaState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await widerThanScreen(page, '[data-testid="player-controls"]')).toEqual([]);
    const lines = await controls.getByText(/\d+:\d+ \/ \d+:\d+/).evaluate((time) => {
      const box = time.getBoundingClientRect();
      return Math.round(box.height / parseFloat(getComputedStyle(time).lineHeight));
    });
    expect(lines).toBe(1);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("says a video it cannot play is unsupported", async () => {
    const { page } = session;
    await page.route("**/tutorial-videos/read-your-numbers.mp4", (route) =>
      route.fulfill({ status: 200, contentType: "video/mp4", body: "not a video" }),
    );
    await page.goto("/video/read-your-numbers");
    await page
      .getByRole("dialog")
      .getByRole("alert")
      .getByText("Your browser does not support the video tag")
      .waitFor();
    await page.unroute("**/tutorial-videos/read-your-numbers.mp4");
  });
});
