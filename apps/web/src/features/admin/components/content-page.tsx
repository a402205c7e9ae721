import { ADMIN_AD_STATES, CONTENT_REASON_LABELS } from "@placard/shared/trust";
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

const STATE_LABELS: Record<(typeof ADMIN_AD_STATES)[number], string> = {
  draft: "Draft",
  submitted: "Published",
  taken_down: "Taken down",
};
const STATE_OPTIONS = ADMIN_AD_STATES.map((value) => ({ value, label: STATE_LABELS[value] }));

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

  return (
    <div>
      <h1 className="text-2xl font-bold">Content</h1>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SearchInput
          className="w-full max-w-xs"
          aria-label="Search ads by business name"
          placeholder="Business name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label="State"
          placeholder="Every state"
          options={STATE_OPTIONS}
          value={state}
          onChange={(event) => setState(event.target.value)}
        />
      </div>
      <div className="mt-4">
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <ErrorState title="The ads could not be loaded" message={error.message} />
        ) : ads.length === 0 ? (
          <EmptyState title="No ad matches" />
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Ads">
            {ads.map((ad) => (
              <AdminCard
                key={ad.id}
                media={<AdCreative creative={ad.creative} label={`${ad.businessName}'s creative`} />}
                title={ad.businessName || "Untitled draft"}
                badges={
                  <>
                    <Badge>{STATE_LABELS[ad.state]}</Badge>
                    {ad.openReports > 0 && (
                      <Badge tone="danger">
                        {ad.openReports} open {ad.openReports === 1 ? "report" : "reports"}
                      </Badge>
                    )}
                  </>
                }
                actions={
                  ad.state === "submitted" && (
                    <Button variant="danger" onClick={() => setTarget({ id: ad.id, businessName: ad.businessName })}>
                      Take down
                    </Button>
                  )
                }
              >
                <p className="mt-1 text-sm text-slate-700">
                  {ad.advertiser.name} · {ad.advertiser.email}
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-slate-600">{ad.description}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {ad.websites} {ad.websites === 1 ? "website" : "websites"} · {ad.liveBookings} running{" "}
                  {ad.liveBookings === 1 ? "booking" : "bookings"} · created {ad.createdAt.slice(0, 10)}
                </p>
                {ad.takedown && (
                  <p className="mt-1 text-sm text-red-800">
                    Taken down {ad.takedown.at.slice(0, 10)}: {CONTENT_REASON_LABELS[ad.takedown.reason]}
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
