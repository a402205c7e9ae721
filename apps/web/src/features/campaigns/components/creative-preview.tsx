import type { Creative } from "@placard/shared/ads";
import { clsx } from "clsx";
import { FileText } from "lucide-react";
import { useRef } from "react";
import { OutboundLink } from "@/components/ui/outbound-link";
import { useTranslation } from "@/lib/i18n";

/** SPEC §9: campaign previews loop their first 6 seconds. */
export const PREVIEW_LOOP_SECONDS = 6;

export interface CreativePreviewProps {
  creative: Creative | null;
  alt: string;
  className?: string;
  /** Card previews: muted, autoplaying, looping the first 6 seconds. */
  isPreview?: boolean;
}

/** An ad's creative: image, video, or a PDF link. */
export function CreativePreview({ creative, alt, className, isPreview = false }: CreativePreviewProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const box = clsx("w-full bg-slate-100 object-cover", className);
  if (!creative)
    return (
      <div className={clsx(box, "flex items-center justify-center text-sm text-slate-400")}>
        {t("campaigns.preview.no_file")}
      </div>
    );
  if (creative.kind === "image") return <img src={creative.thumbnailUrl ?? creative.url} alt={alt} className={box} />;
  if (creative.kind === "video") {
    return (
      <video
        ref={videoRef}
        src={creative.url}
        aria-label={alt}
        className={box}
        muted={isPreview}
        autoPlay={isPreview}
        loop={!isPreview}
        playsInline
        controls={!isPreview}
        preload="metadata"
        onTimeUpdate={() => {
          const video = videoRef.current;
          if (isPreview && video && video.currentTime >= PREVIEW_LOOP_SECONDS) video.currentTime = 0;
        }}
        onEnded={() => {
          if (isPreview) void videoRef.current?.play().catch(() => {});
        }}
      />
    );
  }
  return (
    <OutboundLink
      href={creative.url}
      className={clsx(box, "flex flex-col items-center justify-center gap-2 text-slate-600 hover:text-slate-900")}
    >
      <FileText className="size-10" aria-hidden="true" />
      <span className="text-sm font-semibold">{t("campaigns.preview.open_pdf")}</span>
    </OutboundLink>
  );
}
