import { Button } from "./button";
import { useTranslation } from "@/lib/i18n";

/** Upload progress with its percentage and a way to stop it. */
export function UploadProgress({ fraction, onCancel }: { fraction: number; onCancel?: () => void }) {
  const { t } = useTranslation();
  const percent = Math.min(100, Math.round(fraction * 100));
  return (
    <div className="flex items-center gap-3">
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t("components.upload_progress")}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-12 text-right text-sm font-semibold tabular-nums text-slate-700">{percent}%</span>
      {onCancel && (
        <Button variant="secondary" className="px-3 py-1.5 text-xs" onClick={onCancel}>
          {t("components.cancel")}
        </Button>
      )}
    </div>
  );
}
