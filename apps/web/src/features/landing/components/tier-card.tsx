import { formatDollars } from "@placard/shared/money";
import type { Tier } from "@placard/shared/tiers";
import { clsx } from "clsx";
import { Check } from "lucide-react";

/** Monthly visitors as SPEC §9 gives them, gaps included ("0 – 5,000", "1,000,000+"). */
export function formatVisitors({ min, max }: Tier["visitors"]): string {
  const format = (value: number) => value.toLocaleString("en-US");
  return max === null ? `${format(min)}+ monthly visitors` : `${format(min)} – ${format(max)} monthly visitors`;
}

/** One pricing tier; the most popular one (gold) stands out. */
export function TierCard({ tier }: { tier: Tier }) {
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
          Most Popular
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {tier.name}
        </h2>
        <span
          className={clsx(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold",
            tier.label === "Enterprise" ? "bg-slate-900 text-white" : "bg-brand-50 text-brand-700",
          )}
        >
          {tier.label}
        </span>
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{formatDollars(tier.priceCents)}</span>
        <span className="text-slate-600">/mo</span>
      </p>
      <p className="mt-2 text-sm font-medium text-slate-700">{formatVisitors(tier.visitors)}</p>
      <ul className="mt-6 flex flex-col gap-2 text-sm text-slate-700" aria-label={`${tier.name} features`}>
        {tier.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}
