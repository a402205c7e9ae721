import { VIDEO_RECORDINGS } from "./video-recordings.js";

/**
 * The tutorial videos of /videos (SPEC §2, §3 "Video (static)"): four recordings of the
 * product itself, made by `npm run videos:record` (scripts/record-videos.mjs) from the demo
 * data, one per category. The files live in apps/web/public/tutorial-videos/.
 */
export const VIDEO_CATEGORIES = ["tutorial", "beginner", "advanced", "tips"] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** The filter tabs of /videos, in order; 'all' shows every category. */
export const VIDEO_FILTERS = [
  { id: "all", label: "All Videos" },
  { id: "beginner", label: "Beginner" },
  { id: "advanced", label: "Advanced" },
  { id: "tips", label: "Tips" },
] as const;
export type VideoFilter = (typeof VIDEO_FILTERS)[number]["id"];

export const VIDEO_CATEGORY_LABELS: Record<VideoCategory, string> = {
  tutorial: "Tutorial",
  beginner: "Beginner",
  advanced: "Advanced",
  tips: "Tips",
};

/** The player's constants (SPEC §2 and §9). */
export const VIDEO_PLAYER = {
  defaultVolume: 0.8,
  volumeStep: 0.05,
  seekSeconds: 10,
  controlsHideMs: 3000,
  visibilityThreshold: 0.5,
  speeds: [0.5, 0.75, 1, 1.25, 1.5, 2],
} as const;

export const VIDEO_TEXT = {
  empty: "No videos found",
  browseAll: "Browse All Videos",
  unsupported: "Your browser does not support the video tag",
} as const;

export interface TutorialVideo {
  id: string;
  title: string;
  description: string;
  /** Length in whole seconds, as recorded (0 until recorded). */
  durationSeconds: number;
  category: VideoCategory;
  /** ISO date the recording was made. */
  date: string;
  videoUrl: string;
  thumbnail: string;
}

const base = "/tutorial-videos";

type VideoText = Pick<TutorialVideo, "id" | "title" | "description" | "category">;

/** What each video shows; its files and measured length come from the recording. */
const CATALOGUE: readonly VideoText[] = [
  {
    id: "add-your-website",
    title: "Add your website and price its spaces",
    description:
      "A publisher lists a website with its logo, chooses ad placements, prices them and copies the code to paste into the site.",
    category: "beginner",
  },
  {
    id: "publish-your-first-ad",
    title: "Publish your first ad",
    description:
      "An advertiser uploads a creative, adds the business details, picks websites and spaces, and sends the ad for approval.",
    category: "tutorial",
  },
  {
    id: "approve-and-get-paid",
    title: "Approve ads and withdraw your earnings",
    description:
      "A website owner reviews a pending ad, approves it for a website, and follows held and available earnings in the wallet.",
    category: "advanced",
  },
  {
    id: "read-your-numbers",
    title: "Read your views, clicks and transactions",
    description:
      "Where to find honest view and click counts per website and per day, and how to filter and export your transactions.",
    category: "tips",
  },
];

export const TUTORIAL_VIDEOS: readonly TutorialVideo[] = CATALOGUE.map((video) => ({
  ...video,
  durationSeconds: VIDEO_RECORDINGS[video.id]?.durationSeconds ?? 0,
  date: VIDEO_RECORDINGS[video.id]?.recordedOn ?? "",
  videoUrl: `${base}/${video.id}.mp4`,
  thumbnail: `${base}/${video.id}.jpg`,
}));

export function findTutorialVideo(id: string): TutorialVideo | undefined {
  return TUTORIAL_VIDEOS.find((video) => video.id === id);
}

export function filterTutorialVideos(filter: VideoFilter): readonly TutorialVideo[] {
  return filter === "all" ? TUTORIAL_VIDEOS : TUTORIAL_VIDEOS.filter((video) => video.category === filter);
}

/** "1:05" for 65 seconds. */
export function formatVideoDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
