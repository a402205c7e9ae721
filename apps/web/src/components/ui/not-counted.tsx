import { formatCount } from "@placard/shared/format";
import { type NotCounted, type RefusalReason, REFUSAL_REASONS } from "@placard/shared/reports";
import { formatCompact, useTranslation } from "@/lib/i18n";

/** The catalog key of each refusal reason (English: `REFUSAL_LABELS`, word for word). */
export const REFUSAL_KEYS: Record<RefusalReason, string> = {
  bot: "components.not_counted.reason.bot",
  tooFast: "components.not_counted.reason.too_fast",
  replay: "components.not_counted.reason.replay",
  otherClient: "components.not_counted.reason.other_client",
  overLimit: "components.not_counted.reason.over_limit",
};

/**
 * What delivery refused to count, and why (decision 0013): "Not counted: 12 (bot 9, too
 * fast 3)". Nothing when every event counted.
 */
export function NotCountedLine({ notCounted }: { notCounted: NotCounted }) {
  const { t } = useTranslation();
  if (notCounted.total === 0) return null;
  const reasons = REFUSAL_REASONS.filter((reason) => notCounted[reason] > 0)
    .map((reason) => `${t(REFUSAL_KEYS[reason])} ${formatCompact(notCounted[reason], formatCount)}`)
    .join(", ");
  return (
    <p className="text-sm text-slate-500" data-testid="not-counted" title={t("components.not_counted.title")}>
      {t("components.not_counted.line", { total: formatCompact(notCounted.total, formatCount), reasons })}
    </p>
  );
}
