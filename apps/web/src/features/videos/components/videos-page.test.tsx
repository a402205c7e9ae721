import { TUTORIAL_VIDEOS, VIDEO_PLAYER } from "@placard/shared/videos";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { VideosPage } from "./videos-page";

// jsdom has no media playback and sends no media events; the tests send the event a browser
// would. Real playback is covered in Chromium (e2e/videos.test.ts).
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
});

function renderVideos(entry: string) {
  return renderScreen(<VideosPage />, { entries: [entry], path: ["/videos", "/video/:id"] });
}

function videoAt(index: number) {
  const video = TUTORIAL_VIDEOS[index];
  if (!video) throw new Error(`No video ${index}`);
  return video;
}

function mediaIn(dialog: HTMLElement) {
  const media = dialog.querySelector("video");
  if (!media) throw new Error("No <video> in the player");
  return media;
}

const cards = () => within(screen.getByRole("list", { name: "Videos" })).getAllByRole("link");

describe("/videos", () => {
  it("lists the four videos with the filter tabs of SPEC §2", () => {
    renderVideos("/videos");
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["All Videos", "Beginner", "Advanced", "Tips"]);
    expect(screen.getByRole("tab", { name: "All Videos" })).toHaveAttribute("aria-selected", "true");
    expect(cards()).toHaveLength(4);
    for (const video of TUTORIAL_VIDEOS) {
      expect(screen.getByRole("link", { name: new RegExp(video.title) })).toHaveAttribute("href", `/video/${video.id}`);
    }
  });

  it("filters by category and keeps the filter in the URL", async () => {
    const user = userEvent.setup();
    const { router } = renderVideos("/videos");
    await user.click(screen.getByRole("tab", { name: "Advanced" }));
    expect(screen.getByRole("tab", { name: "Advanced" })).toHaveAttribute("aria-selected", "true");
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent("Approve ads and withdraw your earnings");
    expect(router.state.location.search).toBe("?category=advanced");
  });

  it("shows 'No videos found' for a filter with no videos, and 'Browse All Videos' shows them all", async () => {
    const user = userEvent.setup();
    renderVideos("/videos?category=live");
    expect(screen.getByRole("heading", { name: "No videos found" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Browse All Videos" }));
    expect(cards()).toHaveLength(4);
  });

  it("previews start muted and the toggle unmutes them all", async () => {
    const user = userEvent.setup();
    renderVideos("/videos");
    const previews = TUTORIAL_VIDEOS.map((video) => screen.getByTestId(`preview-${video.id}`) as HTMLVideoElement);
    expect(previews.every((preview) => preview.muted && preview.loop)).toBe(true);
    await user.click(screen.getByRole("button", { name: "Unmute previews" }));
    expect(previews.every((preview) => !preview.muted)).toBe(true);
    expect(screen.getByRole("button", { name: "Mute previews" })).toBeInTheDocument();
  });
});

describe("/video/{id}", () => {
  it("opens the modal player with every control, the volume at 0.8 and the fallback text", () => {
    const video = videoAt(0);
    renderVideos(`/video/${video.id}`);
    const dialog = screen.getByRole("dialog", { name: video.title });
    for (const name of [
      "Play",
      "Back 10 seconds",
      "Forward 10 seconds",
      "Mute",
      "Settings",
      "Fullscreen",
      "Close video",
    ]) {
      expect(within(dialog).getByRole("button", { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole("slider", { name: "Seek" })).toBeInTheDocument();
    const volume = within(dialog).getByRole("slider", { name: "Volume" });
    expect(volume).toHaveValue(String(VIDEO_PLAYER.defaultVolume));
    expect(volume).toHaveAttribute("step", "0.05");
    expect(dialog.querySelector("video")).toHaveTextContent("Your browser does not support the video tag");
    expect(dialog.querySelector("source")).toHaveAttribute("src", video.videoUrl);
  });

  it("s opens the speed settings with 0.5 to 2 and Normal checked; choosing one sets the speed", async () => {
    const user = userEvent.setup();
    renderVideos(`/video/${videoAt(1).id}`);
    const dialog = screen.getByRole("dialog");
    await user.keyboard("s");
    const speeds = within(dialog).getByRole("group", { name: "Playback speed" });
    const options = within(speeds).getAllByRole("radio");
    expect(options.map((option) => option.parentElement?.textContent)).toEqual([
      "0.5",
      "0.75",
      "1 (Normal)",
      "1.25",
      "1.5",
      "2",
    ]);
    expect(within(speeds).getByRole("radio", { name: "1 (Normal)" })).toBeChecked();
    await user.click(within(speeds).getByRole("radio", { name: "1.5" }));
    const video = mediaIn(dialog);
    expect(video.playbackRate).toBe(1.5);
    fireEvent(video, new Event("ratechange"));
    expect(within(speeds).getByRole("radio", { name: "1.5" })).toBeChecked();
    await user.keyboard("{Escape}");
    expect(within(dialog).queryByRole("group", { name: "Playback speed" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("m mutes, and closing goes back to /videos", async () => {
    const user = userEvent.setup();
    const { router } = renderVideos(`/video/${videoAt(2).id}`);
    const dialog = screen.getByRole("dialog");
    await user.keyboard("m");
    const video = mediaIn(dialog);
    expect(video.muted).toBe(true);
    fireEvent(video, new Event("volumechange"));
    expect(within(dialog).getByRole("button", { name: "Unmute" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close video" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/videos");
  });

  it("an unknown video says so and shows the list", () => {
    renderVideos("/video/nope");
    expect(screen.getByRole("alert")).toHaveTextContent("That video does not exist");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(cards()).toHaveLength(4);
  });
});
