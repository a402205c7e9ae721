import { MEASURED_MIN_DAYS, type PublicSpace, type PublicWebsite } from "@placard/shared/ads";
import { formatCount } from "@placard/shared/format";
import { TIERS } from "@placard/shared/tiers";
import { ShieldCheck } from "lucide-react";
import { formatCompact, formatMoney, formatWhole, useTranslation } from "@/lib/i18n";
import { tierName } from "@/lib/placement-texts";

/** Views per day as people read them: "1.2K", "35", "0.4". */
const perDay = (value: number) => (value >= 1000 ? formatCompact(Math.round(value), formatCount) : formatWhole(value));

/** "Verified" when Placard checked the website's meta tag or well-known file itself. */
export function VerifiedBadge({ website }: { website: Pick<PublicWebsite, "verified"> }) {
  const { t } = useTranslation();
  if (!website.verified) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      {t("campaigns.traffic.verified")}
    </span>
  );
}

/** A website's measured views per day over its spaces (#17.4). */
export function WebsiteTraffic({ website }: { website: Pick<PublicWebsite, "measuredViewsPerDay"> }) {
  const { t } = useTranslation();
  return (
    <span className="block text-xs text-slate-600">
      {website.measuredViewsPerDay === null
        ? t("campaigns.traffic.website_not_enough", { days: MEASURED_MIN_DAYS })
        : t("campaigns.traffic.website_measured", { views: perDay(website.measuredViewsPerDay) })}
    </span>
  );
}

/**
 * A space's traffic as Placard counted it over the last 30 days, with what its owner
 * declared beside it (SPEC §9 tier and monthly visitors), so a buyer sees both.
 */
export function SpaceTraffic({ space }: { space: PublicSpace }) {
  const { t } = useTranslation();
  const tier = TIERS.find((item) => item.key === space.tier);
  const declared = t("campaigns.traffic.declared", {
    tier: tier ? tierName(tier.key) : space.tier,
    min: formatCompact(space.visitorMin, formatCount),
    max: formatCompact(space.visitorMax, formatCount),
  });
  return (
    <span className="mt-1 block text-xs text-slate-600">
      {space.measured ? (
        <>
          <span className="font-semibold text-slate-800">
            {t("campaigns.traffic.space_measured", {
              views: perDay(space.measured.viewsPerDay),
              clicks: perDay(space.measured.clicksPerDay),
            })}
          </span>{" "}
          {t("campaigns.traffic.measured_by")}
          {space.pricePerThousandViewsCents !== null && (
            <> · {t("campaigns.traffic.per_thousand", { price: formatMoney(space.pricePerThousandViewsCents) })}</>
          )}
        </>
      ) : (
        <span className="font-semibold text-slate-800">
          {t("campaigns.traffic.not_enough", { days: MEASURED_MIN_DAYS })}
        </span>
      )}
      <span className="block">{declared}</span>
    </span>
  );
}
