import type { TutorialVideo, VideoCategory, VideoFilter } from "@placard/shared/videos";
import { useTranslation } from "@/lib/i18n";

/** The shared catalogue's words by catalog key (issue #33): English keeps its texts exactly. */
const CATEGORY_KEYS: Record<VideoCategory, string> = {
  tutorial: "videos.category.tutorial",
  beginner: "videos.category.beginner",
  advanced: "videos.category.advanced",
  tips: "videos.category.tips",
};

const FILTER_KEYS: Record<VideoFilter, string> = {
  all: "videos.filter.all",
  beginner: "videos.category.beginner",
  advanced: "videos.category.advanced",
  tips: "videos.category.tips",
};

const VIDEO_KEYS: Record<string, { title: string; description: string }> = {
  "add-your-website": { title: "videos.add_your_website.title", description: "videos.add_your_website.description" },
  "publish-your-first-ad": {
    title: "videos.publish_your_first_ad.title",
    description: "videos.publish_your_first_ad.description",
  },
  "approve-and-get-paid": {
    title: "videos.approve_and_get_paid.title",
    description: "videos.approve_and_get_paid.description",
  },
  "read-your-numbers": { title: "videos.read_your_numbers.title", description: "videos.read_your_numbers.description" },
};

/** A tutorial's title, description and category in the active language (a video not keyed keeps its own). */
export function useVideoTexts() {
  const { t } = useTranslation();
  return {
    t,
    title: (video: TutorialVideo) => {
      const keys = VIDEO_KEYS[video.id];
      return keys ? t(keys.title) : video.title;
    },
    description: (video: TutorialVideo) => {
      const keys = VIDEO_KEYS[video.id];
      return keys ? t(keys.description) : video.description;
    },
    category: (category: VideoCategory) => t(CATEGORY_KEYS[category]),
    filter: (filter: VideoFilter) => t(FILTER_KEYS[filter]),
  };
}
