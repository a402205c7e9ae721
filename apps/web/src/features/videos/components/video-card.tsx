import { formatVideoDuration, type TutorialVideo } from "@placard/shared/videos";
import { Play } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { formatDate, splitAround } from "@/lib/i18n";
import { useAutoplayInView } from "../hooks/use-autoplay-in-view";
import { useVideoTexts } from "./video-texts";

/** A preview card: muted, looping, playing only while at least half visible; a click opens the player. */
export function VideoCard({ video, isMuted }: { video: TutorialVideo; isMuted: boolean }) {
  const texts = useVideoTexts();
  const previewRef = useRef<HTMLVideoElement>(null);
  useAutoplayInView(previewRef);
  const recorded = splitAround((slot) => texts.t("videos.recorded", { date: slot }));
  return (
    <li>
      <Link
        to={`/video/${video.id}`}
        state={{ fromList: true }}
        className="group block h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="relative aspect-video bg-slate-900">
          <video
            ref={previewRef}
            data-testid={`preview-${video.id}`}
            src={video.videoUrl}
            poster={video.thumbnail}
            muted={isMuted}
            loop
            playsInline
            preload="metadata"
            aria-hidden="true"
            tabIndex={-1}
            className="size-full object-cover"
          />
          <span className="absolute inset-0 flex items-center justify-center opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
            <span className="rounded-full bg-white/90 p-3 text-brand-700 shadow">
              <Play className="size-6" aria-hidden="true" />
            </span>
          </span>
          <span className="absolute bottom-2 right-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white">
            {formatVideoDuration(video.durationSeconds)}
          </span>
        </div>
        <div className="p-5">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
            {texts.category(video.category)}
          </p>
          <h2 className="mt-1 text-lg font-semibold text-slate-900">{texts.title(video)}</h2>
          <p className="mt-2 text-sm text-slate-600">{texts.description(video)}</p>
          <p className="mt-3 text-xs text-slate-500">
            {recorded[0]}
            <time dateTime={video.date}>{formatDate(video.date, { dateStyle: "medium", timeZone: "UTC" })}</time>
            {recorded[1]}
          </p>
        </div>
      </Link>
    </li>
  );
}
