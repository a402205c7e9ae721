import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { filterTutorialVideos, formatVideoDuration, TUTORIAL_VIDEOS, VIDEO_CATEGORIES } from "@placard/shared/videos";
import { describe, expect, it } from "vitest";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../../public");
const MAX_BYTES = 2 * 1024 * 1024;

describe("the tutorial videos", () => {
  it("are four, one per category of SPEC §3, each filter finding its own", () => {
    expect(TUTORIAL_VIDEOS.map((video) => video.category).sort()).toEqual([...VIDEO_CATEGORIES].sort());
    expect(filterTutorialVideos("all")).toHaveLength(4);
    for (const filter of ["beginner", "advanced", "tips"] as const) {
      expect(filterTutorialVideos(filter).map((video) => video.category)).toEqual([filter]);
    }
  });

  it("are recorded: an MP4 of at most 2 MB and a JPEG poster each, with the recorded length and date", () => {
    for (const video of TUTORIAL_VIDEOS) {
      const file = path.join(PUBLIC_DIR, video.videoUrl);
      expect(existsSync(file), `${video.videoUrl}: run npm run videos:record`).toBe(true);
      expect(statSync(file).size, video.videoUrl).toBeLessThanOrEqual(MAX_BYTES);
      // An MP4 starts with its ftyp box; faststart puts the index (moov) before the media.
      const head = readFileSync(file).subarray(0, 64 * 1024);
      expect(head.toString("latin1", 4, 8), video.videoUrl).toBe("ftyp");
      expect(head.includes("moov"), `${video.videoUrl}: moov at the start`).toBe(true);
      const poster = readFileSync(path.join(PUBLIC_DIR, video.thumbnail));
      expect([...poster.subarray(0, 3)], video.thumbnail).toEqual([0xff, 0xd8, 0xff]);
      expect(video.durationSeconds, video.id).toBeGreaterThan(20);
      expect(video.date, video.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("show their length as m:ss", () => {
    expect(formatVideoDuration(0)).toBe("0:00");
    expect(formatVideoDuration(65.9)).toBe("1:05");
    expect(formatVideoDuration(600)).toBe("10:00");
  });
});
