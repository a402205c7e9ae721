import {
  NOT_ENOUGH_DATA_TEXT,
  type PublicSpace,
  type PublicWebsite,
  WEBSITE_NOT_ENOUGH_DATA_TEXT,
} from "@placard/shared/ads";
import { formatCount } from "@placard/shared/format";
import { formatDollars } from "@placard/shared/money";
import { TIERS } from "@placard/shared/tiers";
import { ShieldCheck } from "lucide-react";

/** Views per day as people read them: "1.2K", "35", "0.4". */
const perDay = (value: number) => (value >= 1000 ? formatCount(Math.round(value)) : String(value));

/** "Verified" when Placard checked the website's meta tag or well-known file itself. */
export function VerifiedBadge({ website }: { website: Pick<PublicWebsite, "verified"> }) {
  if (!website.verified) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      Verified
    </span>
  );
}

/** A website's measured views per day over its spaces (#17.4). */
export function WebsiteTraffic({ website }: { website: Pick<PublicWebsite, "measuredViewsPerDay"> }) {
  return (
    <span className="block text-xs text-slate-600">
      {website.measuredViewsPerDay === null
        ? WEBSITE_NOT_ENOUGH_DATA_TEXT
        : `${perDay(website.measuredViewsPerDay)} views/day, measured by Placard`}
    </span>
  );
}

/**
 * A space's traffic as Placard counted it over the last 30 days, with what its owner
 * declared beside it (SPEC §9 tier and monthly visitors), so a buyer sees both.
 */
export function SpaceTraffic({ space }: { space: PublicSpace }) {
  const tier = TIERS.find((item) => item.key === space.tier);
  const declared = `${tier?.name ?? space.tier} tier, ${formatCount(space.visitorMin)}–${formatCount(space.visitorMax)} visitors/month declared`;
  return (
    <span className="mt-1 block text-xs text-slate-600">
      {space.measured ? (
        <>
          <span className="font-semibold text-slate-800">
            {perDay(space.measured.viewsPerDay)} views/day · {perDay(space.measured.clicksPerDay)} clicks/day
          </span>{" "}
          measured by Placard
          {space.pricePerThousandViewsCents !== null && (
            <> · {formatDollars(space.pricePerThousandViewsCents)} per 1,000 views</>
          )}
        </>
      ) : (
        <span className="font-semibold text-slate-800">{NOT_ENOUGH_DATA_TEXT}</span>
      )}
      <span className="block">{declared}</span>
    </span>
  );
}
