import { VIDEO_PLAYER } from "@placard/shared/videos";

/** What the player's controls and keys do to the media element (plain DOM, no React). */
export const mediaCommands = {
  play(video: HTMLVideoElement) {
    video.play()?.catch((error: unknown) => console.warn("Video did not start:", error));
  },
  togglePlay(video: HTMLVideoElement) {
    if (video.paused || video.ended) mediaCommands.play(video);
    else video.pause();
  },
  seekTo(video: HTMLVideoElement, seconds: number) {
    const end = Number.isFinite(video.duration) ? video.duration : seconds;
    video.currentTime = Math.min(Math.max(0, seconds), end);
  },
  seekBy(video: HTMLVideoElement, seconds: number) {
    mediaCommands.seekTo(video, video.currentTime + seconds);
  },
  setVolume(video: HTMLVideoElement, volume: number) {
    video.volume = Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
    video.muted = video.volume === 0;
  },
  toggleMute(video: HTMLVideoElement) {
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) video.volume = VIDEO_PLAYER.defaultVolume;
  },
  setSpeed(video: HTMLVideoElement, speed: number) {
    video.playbackRate = speed;
  },
  toggleFullscreen(frame: HTMLElement) {
    const request = document.fullscreenElement ? document.exitFullscreen() : frame.requestFullscreen?.();
    request?.catch((error: unknown) => console.warn("Fullscreen was refused:", error));
  },
};
