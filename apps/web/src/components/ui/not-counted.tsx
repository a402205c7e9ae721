import { formatCount } from "@placard/shared/format";
import { type NotCounted, REFUSAL_LABELS, REFUSAL_REASONS } from "@placard/shared/reports";
import { useTranslation } from "@/lib/i18n";

/**
 * What delivery refused to count, and why (decision 0013): "Not counted: 12 (bot 9, too
 * fast 3)". Nothing when every event counted.
 */
export function NotCountedLine({ notCounted }: { notCounted: NotCounted }) {
  const { t } = useTranslation();
  if (notCounted.total === 0) return null;
  const reasons = REFUSAL_REASONS.filter((reason) => notCounted[reason] > 0)
    .map((reason) => `${REFUSAL_LABELS[reason]} ${formatCount(notCounted[reason])}`)
    .join(", ");
  return (
    <p className="text-sm text-slate-500" data-testid="not-counted" title={t("components.not_counted.title")}>
      {t("components.not_counted.line", { total: formatCount(notCounted.total), reasons })}
    </p>
  );
}
