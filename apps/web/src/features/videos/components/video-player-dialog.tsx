import * as RadixDialog from "@radix-ui/react-dialog";
import { formatVideoDuration, type TutorialVideo, VIDEO_PLAYER } from "@placard/shared/videos";
import { clsx } from "clsx";
import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useIdleControls } from "../hooks/use-idle-controls";
import { useVideoPlayer } from "../hooks/use-video-player";
import { PlayerControls } from "./player-controls";
import { useVideoTexts } from "./video-texts";

/** Keys a focused slider or radio uses itself; the player leaves them alone there. */
const isOwnKeyTarget = (target: EventTarget, key: string) =>
  target instanceof HTMLInputElement && (key.startsWith("Arrow") || key === " ");

/**
 * The modal player (SPEC §2): starts playing on open, every control of the spec, and the
 * keys — Escape closes (or leaves fullscreen first), Space plays/pauses, ← → seek 10 s,
 * ↑ ↓ change the volume, m mutes, f fullscreen, s speed settings.
 */
export function VideoPlayerDialog({ video, onClose }: { video: TutorialVideo; onClose: () => void }) {
  const texts = useVideoTexts();
  const { t } = texts;
  const { attachMedia, attachFrame, ...player } = useVideoPlayer();
  const { areControlsVisible, showControls } = useIdleControls(player.state.isPlaying);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isOwnKeyTarget(event.target, event.key)) return;
    const actions: Record<string, () => void> = {
      " ": player.togglePlay,
      ArrowLeft: () => player.seekBy(-VIDEO_PLAYER.seekSeconds),
      ArrowRight: () => player.seekBy(VIDEO_PLAYER.seekSeconds),
      ArrowUp: () => player.setVolume(player.state.volume + VIDEO_PLAYER.volumeStep),
      ArrowDown: () => player.setVolume(player.state.volume - VIDEO_PLAYER.volumeStep),
      m: player.toggleMute,
      f: player.toggleFullscreen,
      s: () => setIsSettingsOpen((isOpen) => !isOpen),
    };
    const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    // Space on a focused button is that button's own click.
    if (event.key === " " && event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    action();
    showControls();
  };

  return (
    <RadixDialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/80" />
        <RadixDialog.Content
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            player.focusFrame();
          }}
          onEscapeKeyDown={(event) => {
            if (isSettingsOpen) {
              event.preventDefault();
              setIsSettingsOpen(false);
              player.focusFrame();
            } else if (document.fullscreenElement) {
              event.preventDefault();
              void document.exitFullscreen().catch(() => undefined);
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-slate-950 text-white shadow-2xl outline-none"
        >
          <div
            ref={attachFrame}
            tabIndex={-1}
            aria-label={t("videos.player.label", { title: texts.title(video) })}
            role="group"
            onMouseMove={showControls}
            onFocusCapture={showControls}
            className={clsx(
              "relative flex aspect-video w-full items-center justify-center bg-black outline-none",
              !areControlsVisible && "cursor-none",
            )}
          >
            <video
              ref={attachMedia}
              poster={video.thumbnail}
              autoPlay
              playsInline
              preload="auto"
              onClick={player.togglePlay}
              className="size-full"
            >
              <source src={video.videoUrl} type="video/mp4" />
              {t("videos.unsupported")}
            </video>
            {player.state.hasFailed && (
              <p role="alert" className="absolute inset-x-0 top-1/2 -translate-y-1/2 px-6 text-center text-lg">
                {t("videos.unsupported")}
              </p>
            )}
            {!player.state.isLoaded && !player.state.hasFailed && (
              <p role="status" className="absolute inset-x-0 top-4 text-center text-sm text-slate-300">
                {t("videos.player.loading")}
              </p>
            )}
            <PlayerControls
              player={player}
              isVisible={areControlsVisible || isSettingsOpen}
              isSettingsOpen={isSettingsOpen}
              onToggleSettings={() => setIsSettingsOpen((isOpen) => !isOpen)}
            />
          </div>
          <div className="flex items-start justify-between gap-4 px-5 py-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{texts.title(video)}</RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-slate-300">
                {texts.description(video)}
              </RadixDialog.Description>
              <p className="mt-2 text-xs text-slate-400">
                {texts.category(video.category)} · {formatVideoDuration(video.durationSeconds)} ·{" "}
                {t("videos.player.keys")}
              </p>
            </div>
            <RadixDialog.Close
              aria-label={t("videos.player.close")}
              className="rounded-md p-1.5 text-slate-300 hover:bg-white/10"
            >
              <X className="size-5" />
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
