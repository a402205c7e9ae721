import { useTranslation } from "@/lib/i18n";
import type { MarketingItem } from "../marketing-copy";

/** One titled card with an icon; `step` numbers it (the advertiser page's 'How It Works'). */
export function FeatureCard({ item, step }: { item: MarketingItem; step?: number }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        {step !== undefined && (
          <span className="text-sm font-semibold text-slate-600">{t("landing.feature.step", { step })}</span>
        )}
      </div>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{t(item.title)}</h3>
      <p className="mt-2 text-slate-600">{t(item.text)}</p>
    </li>
  );
}
