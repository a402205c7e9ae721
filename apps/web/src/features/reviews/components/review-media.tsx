import type { Creative } from "@placard/shared/ads";
import { FileText, Maximize, Minimize, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { OutboundLink } from "@/components/ui/outbound-link";
import { useTranslation } from "@/lib/i18n";

/** The ad under review: video (autoplay, loop, mute and fullscreen toggles, click to pause) or image (fullscreen). */
export function ReviewMedia({ creative, alt }: { creative: Creative | null; alt: string }) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [isMuted, setIsMuted] = useState(true);
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const update = () => setIsFullscreen(document.fullscreenElement === boxRef.current);
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void boxRef.current?.requestFullscreen?.().catch(() => {});
  };

  if (!creative)
    return (
      <div className="flex h-64 items-center justify-center rounded-2xl bg-slate-100 text-slate-400">
        {t("campaigns.preview.no_file")}
      </div>
    );
  if (creative.kind === "pdf") {
    return (
      <OutboundLink
        href={creative.url}
        className="flex h-64 flex-col items-center justify-center gap-2 rounded-2xl bg-slate-100 text-slate-600"
      >
        <FileText className="size-10" aria-hidden="true" /> {t("campaigns.preview.open_pdf")}
      </OutboundLink>
    );
  }
  return (
    <div ref={boxRef} className="relative overflow-hidden rounded-2xl bg-slate-900">
      {creative.kind === "video" ? (
        <video
          ref={videoRef}
          src={creative.url}
          aria-label={alt}
          autoPlay
          loop
          muted={isMuted}
          playsInline
          onClick={() => {
            const video = videoRef.current;
            if (!video) return;
            if (video.paused) void video.play().catch(() => {});
            else video.pause();
          }}
          className="max-h-[70vh] w-full cursor-pointer object-contain"
        />
      ) : (
        <img src={creative.url} alt={alt} className="max-h-[70vh] w-full object-contain" />
      )}
      <div className="absolute bottom-3 right-3 flex gap-2">
        {creative.kind === "video" && (
          <button
            type="button"
            onClick={() => setIsMuted((muted) => !muted)}
            aria-label={isMuted ? t("reviews.media.unmute") : t("reviews.media.mute")}
            className="rounded-full bg-black/60 p-2 text-white hover:bg-black/80"
          >
            {isMuted ? <VolumeX className="size-4" /> : <Volume2 className="size-4" />}
          </button>
        )}
        <button
          type="button"
          onClick={toggleFullscreen}
          aria-label={isFullscreen ? t("reviews.media.exit_fullscreen") : t("reviews.media.fullscreen")}
          className="rounded-full bg-black/60 p-2 text-white hover:bg-black/80"
        >
          {isFullscreen ? <Minimize className="size-4" /> : <Maximize className="size-4" />}
        </button>
      </div>
    </div>
  );
}
