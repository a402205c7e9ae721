import { formatDollars } from "@placard/shared/money";
import type { Tier } from "@placard/shared/tiers";
import { clsx } from "clsx";
import { Check } from "lucide-react";
import { activeLocale, useTranslation } from "@/lib/i18n";
import { tierName } from "@/lib/placement-texts";

/** The shared tiers' English words (packages/shared/src/tiers.ts) → their catalog keys. */
const WORDS: Record<string, string> = {
  Essential: "landing.tier.label.essential",
  Enterprise: "landing.tier.label.enterprise",
  "Basic analytics": "landing.tier.feature.basic_analytics",
  "Standard support": "landing.tier.feature.standard_support",
  "Advanced analytics": "landing.tier.feature.advanced_analytics",
  "Priority email support": "landing.tier.feature.priority_email",
  "Premium real-time analytics": "landing.tier.feature.realtime_analytics",
  "24/7 priority support": "landing.tier.feature.priority_247",
  "Enterprise analytics": "landing.tier.feature.enterprise_analytics",
  "Dedicated account manager": "landing.tier.feature.account_manager",
  "Unlimited visitors": "landing.tier.feature.unlimited_visitors",
};

/** Monthly visitors as SPEC §9 gives them, gaps included ("0 – 5,000", "1,000,000+"); grouped the reader's way. */
function useVisitors({ min, max }: Tier["visitors"]): string {
  const { t } = useTranslation();
  const locale = activeLocale();
  const format = (value: number) => value.toLocaleString(locale === "en" ? "en-US" : locale);
  return max === null
    ? t("landing.tier.visitors_from", { min: format(min) })
    : t("landing.tier.visitors_range", { min: format(min), max: format(max) });
}

/** One pricing tier; the most popular one (gold) stands out. */
export function TierCard({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  const visitors = useVisitors(tier.visitors);
  const word = (english: string) => (WORDS[english] ? t(WORDS[english]) : english);
  const headingId = `tier-${tier.key}`;
  return (
    <li
      aria-labelledby={headingId}
      className={clsx(
        "relative flex flex-col rounded-2xl bg-white p-6 shadow-sm",
        tier.isMostPopular ? "border-2 border-orange-600 shadow-lg lg:-translate-y-2" : "border border-slate-200",
      )}
    >
      {tier.isMostPopular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-orange-700 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
          {t("landing.tier.most_popular")}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {tierName(tier.key)}
        </h2>
        <span
          className={clsx(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold",
            tier.label === "Enterprise" ? "bg-slate-900 text-white" : "bg-brand-50 text-brand-700",
          )}
        >
          {word(tier.label)}
        </span>
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">
          {formatDollars(tier.priceCents, activeLocale() === "en" ? undefined : activeLocale())}
        </span>
        <span className="text-slate-600">{t("landing.tier.per_month")}</span>
      </p>
      <p className="mt-2 text-sm font-medium text-slate-700">{visitors}</p>
      <ul
        className="mt-6 flex flex-col gap-2 text-sm text-slate-700"
        aria-label={t("landing.tier.features", { tier: tierName(tier.key) })}
      >
        {tier.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {word(feature)}
          </li>
        ))}
      </ul>
    </li>
  );
}
