import { ADMIN_AD_STATES } from "@placard/shared/trust";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { SearchInput } from "@/components/ui/search-input";
import { SelectField } from "@/components/ui/select-field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdminAds } from "../api/desk";
import { AdCreative } from "./ad-creative";
import { AdminCard, Badge } from "./admin-card";
import { TakeDownDialog } from "./take-down-dialog";
import { formatWhole, useTranslation } from "@/lib/i18n";
import { dayOf, REASON_KEYS } from "./admin-labels";

const STATE_LABELS: Record<(typeof ADMIN_AD_STATES)[number], string> = {
  draft: "admin.content.state.draft",
  submitted: "admin.content.state.submitted",
  taken_down: "admin.content.state.taken_down",
};

/** /admin/content: every ad in any state with its creative; take one down (issue #16 item 4). */
export function ContentPage() {
  const [state, setState] = useState("");
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [target, setTarget] = useState<{ id: string; businessName: string } | null>(null);
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useAdminAds({
    state: state || undefined,
    q: q || undefined,
  });
  const ads = data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useTranslation();
  const stateOptions = ADMIN_AD_STATES.map((value) => ({ value, label: t(STATE_LABELS[value]) }));

  return (
    <div>
      <h1 className="text-2xl font-bold">{t("admin.content.title")}</h1>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SearchInput
          className="w-full max-w-xs"
          aria-label={t("admin.content.search")}
          placeholder={t("admin.content.search_placeholder")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label={t("admin.content.state")}
          placeholder={t("admin.content.every_state")}
          options={stateOptions}
          value={state}
          onChange={(event) => setState(event.target.value)}
        />
      </div>
      <div className="mt-4">
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <ErrorState title={t("admin.content.failed")} message={error.message} />
        ) : ads.length === 0 ? (
          <EmptyState title={t("admin.content.none")} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t("admin.content.ads")}>
            {ads.map((ad) => (
              <AdminCard
                key={ad.id}
                media={
                  <AdCreative creative={ad.creative} label={t("admin.creative_of", { business: ad.businessName })} />
                }
                title={ad.businessName || t("admin.content.untitled")}
                badges={
                  <>
                    <Badge>{t(STATE_LABELS[ad.state])}</Badge>
                    {ad.openReports > 0 && (
                      <Badge tone="danger">
                        {t("admin.content.open_reports", { count: ad.openReports, shown: formatWhole(ad.openReports) })}
                      </Badge>
                    )}
                  </>
                }
                actions={
                  ad.state === "submitted" && (
                    <Button variant="danger" onClick={() => setTarget({ id: ad.id, businessName: ad.businessName })}>
                      {t("admin.take_down")}
                    </Button>
                  )
                }
              >
                <p className="mt-1 text-sm text-slate-700">
                  {ad.advertiser.name} · {ad.advertiser.email}
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-slate-600">{ad.description}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {t("admin.content.facts", {
                    websites: ad.websites,
                    websitesShown: formatWhole(ad.websites),
                    bookings: ad.liveBookings,
                    bookingsShown: formatWhole(ad.liveBookings),
                    created: dayOf(ad.createdAt),
                  })}
                </p>
                {ad.takedown && (
                  <p className="mt-1 text-sm text-red-800">
                    {t("admin.content.taken_down_on", {
                      date: dayOf(ad.takedown.at),
                      reason: t(REASON_KEYS[ad.takedown.reason]),
                    })}
                    {ad.takedown.note ? ` — ${ad.takedown.note}` : ""}
                  </p>
                )}
              </AdminCard>
            ))}
          </ul>
        )}
        <LoadMore hasMore={!!hasNextPage} isLoading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      </div>
      <TakeDownDialog ad={target} onClose={() => setTarget(null)} />
    </div>
  );
}
