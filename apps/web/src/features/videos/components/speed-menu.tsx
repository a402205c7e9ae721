import { VIDEO_PLAYER } from "@placard/shared/videos";
import { useEffect, useRef } from "react";
import { formatNumber, useTranslation } from "@/lib/i18n";

/** The settings panel: playback speeds 0.5 to 2, 1 shown as Normal (SPEC §2). */
export function SpeedMenu({ speed, onChoose }: { speed: number; onChoose: (speed: number) => void }) {
  const { t } = useTranslation();
  const checked = useRef<HTMLInputElement>(null);
  const speedLabel = (option: number) =>
    option === 1 ? t("videos.player.normal_speed", { speed: formatNumber(1) }) : formatNumber(option);
  // Opened by the s key or the button: the keyboard lands on the current speed.
  useEffect(() => checked.current?.focus(), []);
  return (
    <fieldset className="absolute bottom-12 right-0 w-44 rounded-lg bg-slate-900/95 p-2 text-sm shadow-xl">
      <legend className="sr-only">{t("videos.player.playback_speed")}</legend>
      <p aria-hidden="true" className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-300">
        {t("videos.player.speed")}
      </p>
      {VIDEO_PLAYER.speeds.map((option) => (
        <label key={option} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 hover:bg-white/10">
          <input
            ref={option === speed ? checked : undefined}
            type="radio"
            name="playback-speed"
            value={option}
            checked={option === speed}
            onChange={() => onChoose(option)}
            className="accent-brand-500"
          />
          {speedLabel(option)}
        </label>
      ))}
    </fieldset>
  );
}
