import { formatVideoDuration, VIDEO_PLAYER } from "@placard/shared/videos";
import { clsx } from "clsx";
import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Settings, Volume2, VolumeX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import type { VideoPlayer } from "../hooks/use-video-player";
import { SpeedMenu } from "./speed-menu";

interface PlayerControlsProps {
  player: VideoPlayer;
  isVisible: boolean;
  isSettingsOpen: boolean;
  onToggleSettings: () => void;
}

/** The modal player's control bar (SPEC §2): every control is a labelled button or slider. */
export function PlayerControls({ player, isVisible, isSettingsOpen, onToggleSettings }: PlayerControlsProps) {
  const { t } = useTranslation();
  const { state } = player;
  const time = `${formatVideoDuration(state.currentTime)} / ${formatVideoDuration(state.duration)}`;
  return (
    <div
      data-testid="player-controls"
      data-visible={isVisible}
      className={clsx(
        "absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-3 pb-3 pt-10 text-white transition-opacity duration-300",
        isVisible ? "opacity-100" : "pointer-events-none opacity-0",
      )}
    >
      <input
        type="range"
        aria-label={t("videos.player.seek")}
        min={0}
        max={state.duration || 0}
        step={0.1}
        value={Math.min(state.currentTime, state.duration || 0)}
        aria-valuetext={time}
        onChange={(event) => player.seekTo(Number(event.target.value))}
        className="w-full accent-brand-500"
      />
      <div className="mt-1 flex items-center gap-0.5 sm:gap-1">
        <ControlButton
          label={state.isPlaying ? t("videos.player.pause") : t("videos.player.play")}
          onClick={player.togglePlay}
        >
          {state.isPlaying ? <Pause className="size-5" /> : <Play className="size-5" />}
        </ControlButton>
        <ControlButton
          label={t("videos.player.back", { seconds: VIDEO_PLAYER.seekSeconds })}
          onClick={() => player.seekBy(-VIDEO_PLAYER.seekSeconds)}
        >
          <RotateCcw className="size-5" />
        </ControlButton>
        <ControlButton
          label={t("videos.player.forward", { seconds: VIDEO_PLAYER.seekSeconds })}
          onClick={() => player.seekBy(VIDEO_PLAYER.seekSeconds)}
        >
          <RotateCw className="size-5" />
        </ControlButton>
        <ControlButton
          label={state.isMuted ? t("reviews.media.unmute") : t("reviews.media.mute")}
          onClick={player.toggleMute}
        >
          {state.isMuted ? <VolumeX className="size-5" /> : <Volume2 className="size-5" />}
        </ControlButton>
        <input
          type="range"
          aria-label={t("videos.player.volume")}
          min={0}
          max={1}
          step={VIDEO_PLAYER.volumeStep}
          value={state.isMuted ? 0 : state.volume}
          onChange={(event) => player.setVolume(Number(event.target.value))}
          className="hidden w-20 accent-brand-500 sm:block sm:w-28"
        />
        <span
          className="ml-1 shrink-0 whitespace-nowrap text-xs tabular-nums text-slate-200 sm:ml-2"
          aria-hidden="true"
        >
          {time}
        </span>
        <div className="relative ml-auto shrink-0">
          <ControlButton label={t("videos.player.settings")} onClick={onToggleSettings} aria-expanded={isSettingsOpen}>
            <Settings className="size-5" />
          </ControlButton>
          {isSettingsOpen && <SpeedMenu speed={state.speed} onChoose={player.setSpeed} />}
        </div>
        <ControlButton
          label={state.isFullscreen ? t("reviews.media.exit_fullscreen") : t("reviews.media.fullscreen")}
          onClick={player.toggleFullscreen}
        >
          {state.isFullscreen ? <Minimize className="size-5" /> : <Maximize className="size-5" />}
        </ControlButton>
      </div>
    </div>
  );
}

function ControlButton({
  label,
  onClick,
  children,
  ...rest
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  "aria-expanded"?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="shrink-0 rounded-md p-1.5 hover:bg-white/15 sm:p-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
      {...rest}
    >
      {children}
    </button>
  );
}
