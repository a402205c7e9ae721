import { ENDING_SOON_DAYS } from "@placard/shared/renewals";
import { Link } from "react-router";
import { LoadMore } from "@/components/ui/load-more";
import { formatLongDay, splitSlots, useTranslation } from "@/lib/i18n";
import { useEndingSoon } from "../api/get-ending-soon";

/** /projects — the owner's bookings that end within a week (and whether they renew automatically). */
export function EndingSoon() {
  const ending = useEndingSoon();
  const { t } = useTranslation();
  const items = ending.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="ending-soon" className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="ending-soon" className="text-lg font-semibold text-slate-900">
        {t("inventory.ending.title")}
      </h2>
      <p className="text-sm text-slate-700">{t("inventory.ending.text", { days: ENDING_SOON_DAYS })}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {items.map((booking) => (
          <li key={booking.requestId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold text-slate-900">{booking.businessName}</span>
            <span className="text-slate-700">
              {splitSlots((slot) =>
                t("inventory.ending.on", { website: slot(0), spaces: booking.spaces.join(", ") }),
              ).map((piece) =>
                typeof piece === "number" ? (
                  <Link
                    key="website"
                    to={`/website/${booking.websiteId}`}
                    className="text-brand-700 underline hover:no-underline"
                  >
                    {booking.websiteName}
                  </Link>
                ) : (
                  piece
                ),
              )}
            </span>
            <span className="text-slate-700">
              {t("inventory.ending.ends", { date: formatLongDay(booking.endsAt) })}
            </span>
            {booking.autoRenew && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                {t("inventory.ending.auto_renew")}
              </span>
            )}
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={ending.hasNextPage}
        isLoading={ending.isFetchingNextPage}
        onLoadMore={() => void ending.fetchNextPage()}
        label={t("inventory.ending.load_more")}
      />
    </section>
  );
}
