import type { Creative, PublicSpace } from "@placard/shared/ads";
import { BOOKING_DAYS } from "@placard/shared/payments";
import { getPlacement } from "@placard/shared/placements";
import { formatMoney, useTranslation } from "@/lib/i18n";
import { CreativePreview } from "./creative-preview";
import { placementName, spaceName } from "@/lib/placement-texts";

export interface OrderWebsite {
  id: string;
  name: string;
  spaces: PublicSpace[];
}

/** What the chosen spaces cost for one booking: each website's sum, and all of them. */
export function orderTotals(websites: OrderWebsite[]) {
  const byWebsite = websites.map((website) => ({
    ...website,
    totalCents: website.spaces.reduce((sum, space) => sum + space.priceCents, 0),
  }));
  return { byWebsite, totalCents: byWebsite.reduce((sum, website) => sum + website.totalCents, 0) };
}

/**
 * Before publishing (#15.12): what the chosen spaces will cost — per space, per website and in
 * all, for one booking of BOOKING_DAYS days — and how the creative looks in each chosen
 * placement's shape. Nothing is charged here: each website is paid once its owner approves.
 */
export function OrderSummary({ websites, creative }: { websites: OrderWebsite[]; creative: Creative | null }) {
  const { t } = useTranslation();
  const { byWebsite, totalCents } = orderTotals(websites.filter((website) => website.spaces.length > 0));
  if (byWebsite.length === 0) return null;
  const placements = [...new Set(byWebsite.flatMap((website) => website.spaces.map((space) => space.placementKey)))];
  return (
    <section aria-labelledby="order-summary" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="order-summary" className="text-lg font-semibold">
        {t("campaigns.order.title")}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {byWebsite.map((website) => (
          <li key={website.id} data-testid="order-website">
            <p className="flex justify-between gap-3 font-semibold">
              <span className="min-w-0 break-words">{website.name}</span>
              <span className="tabular-nums">{formatMoney(website.totalCents)}</span>
            </p>
            <ul className="mt-1 text-sm text-slate-600">
              {website.spaces.map((space) => (
                <li key={space.id} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">{spaceName(space)}</span>
                  <span className="tabular-nums">{formatMoney(space.priceCents)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p
        className="mt-4 flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold"
        data-testid="order-total"
      >
        <span>{t("campaigns.order.total", { days: BOOKING_DAYS })}</span>
        <span className="tabular-nums">{formatMoney(totalCents)}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("campaigns.order.nothing_charged")}</p>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{t("campaigns.order.how_it_looks")}</h3>
      <ul className="mt-2 flex flex-wrap gap-4">
        {placements.map((key) => {
          const placement = getPlacement(key);
          const { w, h } = placement.slot;
          return (
            <li key={key} className="w-40">
              {/* The placement's own proportions, from the shared catalogue. */}
              <div
                className="overflow-hidden rounded-md border-2 border-dashed border-slate-300 bg-slate-50"
                style={{ aspectRatio: `${w} / ${h}` }}
              >
                <CreativePreview
                  creative={creative}
                  alt={t("campaigns.order.preview_alt", { placement: placementName(key) })}
                  className="h-full"
                  isPreview
                />
              </div>
              <p className="mt-1 text-xs text-slate-600">{placementName(key)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
