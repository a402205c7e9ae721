import { VIDEO_PLAYER } from "@placard/shared/videos";
import { useCallback, useEffect, useState } from "react";

/**
 * The player's controls stay visible while paused; while playing they hide after
 * 3 s without mouse movement or key presses (SPEC §2), and come back on the next one.
 */
export function useIdleControls(isPlaying: boolean) {
  const [isIdle, setIsIdle] = useState(false);
  const [activity, setActivity] = useState(0);
  const [wasPlaying, setWasPlaying] = useState(isPlaying);

  // Starting or stopping playback counts as activity: the controls show, then the clock restarts.
  if (wasPlaying !== isPlaying) {
    setWasPlaying(isPlaying);
    setIsIdle(false);
  }

  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(() => setIsIdle(true), VIDEO_PLAYER.controlsHideMs);
    return () => clearTimeout(timer);
  }, [isPlaying, activity]);

  const showControls = useCallback(() => {
    setIsIdle(false);
    setActivity((count) => count + 1);
  }, []);

  return { areControlsVisible: !isPlaying || !isIdle, showControls };
}
