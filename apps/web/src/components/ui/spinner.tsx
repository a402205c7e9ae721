import { clsx } from "clsx";
import { useTranslation } from "@/lib/i18n";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-label={label ?? t("components.loading")} className={clsx("inline-block", className)}>
      <span className="block size-full animate-spin rounded-full border-2 border-current border-r-transparent" />
    </span>
  );
}

/** Shown while the session loads on a protected screen (SPEC §2 access rules). */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white" data-testid="full-screen-spinner">
      <Spinner className="size-10 text-brand-600" label={t("components.loading_session")} />
    </div>
  );
}
