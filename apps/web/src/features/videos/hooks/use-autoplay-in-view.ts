import { VIDEO_PLAYER } from "@placard/shared/videos";
import { type RefObject, useEffect } from "react";

/**
 * Plays a preview while at least half of it is visible and pauses it otherwise (SPEC §2).
 * A refused play (autoplay policy, missing file) is only logged (SPEC §8).
 */
export function useAutoplayInView(ref: RefObject<HTMLVideoElement | null>) {
  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= VIDEO_PLAYER.visibilityThreshold) {
          video.play()?.catch((error: unknown) => console.warn("Preview did not start:", error));
        } else {
          video.pause();
        }
      },
      { threshold: [0, VIDEO_PLAYER.visibilityThreshold, 1] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [ref]);
}
