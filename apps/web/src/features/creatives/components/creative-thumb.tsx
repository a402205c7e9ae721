import type { Creative } from "@placard/shared/ads";
import { FileText } from "lucide-react";

/** A small preview of one creative: the image, the video (muted, with controls) or a PDF link. */
export function CreativeThumb({ creative, alt }: { creative: Creative; alt: string }) {
  const box = "h-20 w-32 rounded-md bg-slate-100 object-cover";
  if (creative.kind === "image") return <img src={creative.thumbnailUrl ?? creative.url} alt={alt} className={box} />;
  if (creative.kind === "video") {
    return <video src={creative.url} aria-label={alt} className={box} muted controls playsInline preload="metadata" />;
  }
  return (
    <a href={creative.url} target="_blank" rel="noopener" className="flex items-center gap-1 text-sm text-brand-700">
      <FileText className="size-4" aria-hidden="true" /> {alt}
    </a>
  );
}
