import type { Creative } from "@placard/shared/ads";
import { useTranslation } from "@/lib/i18n";

/** An ad's creative as a small preview: the image (or its thumbnail), a muted video, or "PDF". */
export function AdCreative({ creative, label }: { creative: Creative | null; label: string }) {
  const { t } = useTranslation();
  const box = "h-20 w-32 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100";
  if (!creative)
    return <div className={`${box} grid place-items-center text-xs text-slate-600`}>{t("admin.no_creative")}</div>;
  if (creative.kind === "video") {
    return (
      <video
        className={`${box} object-cover`}
        src={creative.url}
        muted
        playsInline
        preload="metadata"
        aria-label={label}
      />
    );
  }
  const src = creative.thumbnailUrl ?? (creative.kind === "image" ? creative.url : null);
  if (!src) return <div className={`${box} grid place-items-center text-xs text-slate-600`}>PDF</div>;
  return (
    <a href={creative.url} target="_blank" rel="noreferrer" className={box}>
      <img src={src} alt={label} className="h-full w-full object-cover" loading="lazy" />
    </a>
  );
}
