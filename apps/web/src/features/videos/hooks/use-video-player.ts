import { VIDEO_PLAYER } from "@placard/shared/videos";
import { useEffect, useState } from "react";
import { mediaCommands } from "./media-commands";

export interface VideoPlayerState {
  isPlaying: boolean;
  isMuted: boolean;
  isFullscreen: boolean;
  isLoaded: boolean;
  hasFailed: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  speed: number;
}

const initialState: VideoPlayerState = {
  isPlaying: false,
  isMuted: false,
  isFullscreen: false,
  isLoaded: false,
  hasFailed: false,
  currentTime: 0,
  duration: 0,
  volume: VIDEO_PLAYER.defaultVolume,
  speed: 1,
};

const MEDIA_EVENTS = ["play", "pause", "ended", "timeupdate", "seeked", "volumechange", "ratechange", "loadedmetadata"];

/**
 * The modal player's state (SPEC §3 "Video modal": playing/paused, muted, fullscreen,
 * loaded), read from the media element's own events so it never drifts from what plays,
 * and the commands the controls and keys use. Pass `attachMedia` and `attachFrame` as the
 * elements' refs (callback refs: the dialog's portal mounts them after the first render).
 */
export function useVideoPlayer() {
  const [state, setState] = useState(initialState);
  const [video, attachMedia] = useState<HTMLVideoElement | null>(null);
  const [frame, attachFrame] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!video) return;
    mediaCommands.setVolume(video, VIDEO_PLAYER.defaultVolume);
    const sync = () =>
      setState((previous) => ({
        ...previous,
        isPlaying: !video.paused && !video.ended,
        isMuted: video.muted,
        currentTime: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        volume: video.volume,
        speed: video.playbackRate,
        isLoaded: previous.isLoaded || video.readyState >= HTMLMediaElement.HAVE_METADATA,
      }));
    const fail = () => setState((previous) => ({ ...previous, hasFailed: true, isPlaying: false }));
    // A <source> that cannot be played reports its error on the source element.
    const source = video.querySelector("source");
    for (const name of MEDIA_EVENTS) video.addEventListener(name, sync);
    video.addEventListener("error", fail);
    source?.addEventListener("error", fail);
    sync();
    return () => {
      for (const name of MEDIA_EVENTS) video.removeEventListener(name, sync);
      video.removeEventListener("error", fail);
      source?.removeEventListener("error", fail);
    };
  }, [video]);

  useEffect(() => {
    const onChange = () =>
      setState((previous) => ({ ...previous, isFullscreen: frame !== null && document.fullscreenElement === frame }));
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [frame]);

  const withMedia =
    <A extends unknown[]>(command: (media: HTMLVideoElement, ...args: A) => void) =>
    (...args: A) => {
      if (video) command(video, ...args);
    };

  return {
    state,
    attachMedia,
    attachFrame,
    focusFrame: () => frame?.focus(),
    togglePlay: withMedia(mediaCommands.togglePlay),
    seekTo: withMedia(mediaCommands.seekTo),
    seekBy: withMedia(mediaCommands.seekBy),
    setVolume: withMedia(mediaCommands.setVolume),
    toggleMute: withMedia(mediaCommands.toggleMute),
    // The chosen speed shows at once: the media's 'ratechange' arrives a task later, and a
    // radio that stays unchecked until then reads as a click that did nothing.
    setSpeed: (speed: number) => {
      if (!video) return;
      mediaCommands.setSpeed(video, speed);
      setState((previous) => ({ ...previous, speed: video.playbackRate }));
    },
    toggleFullscreen: () => frame && mediaCommands.toggleFullscreen(frame),
  };
}

/** The commands and state the controls use (without the element refs). */
export type VideoPlayer = Omit<ReturnType<typeof useVideoPlayer>, "attachMedia" | "attachFrame">;
