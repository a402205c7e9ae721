import { AD_LIST_FILTERS, type AdListFilter } from "@placard/shared/ads";
import { Megaphone } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { homeSide, isExplicitAdvertiserVisit } from "@/components/layout/app-sections";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ChipGroup } from "@/components/ui/chip-group";
import { SearchInput } from "@/components/ui/search-input";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { LoadMore } from "@/components/ui/load-more";
import { useWebsiteTotals } from "@/features/inventory";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdTotals, useAds } from "../api/get-ads";
import { AD_STATE_KEYS } from "./ad-state-labels";
import { CampaignCard } from "./campaign-card";
import { formatWhole, useTranslation } from "@/lib/i18n";

/**
 * SPEC's All / Approved / Pending, then each state an ad can be in on a website (#15). "Pending"
 * is named as its badges name it, "Awaiting review": one word for one state (decision 0049).
 */
type Filter = "all" | AdListFilter;
/** The shared list's per-state filters (all but Approved and Pending, which come first). */
const STATE_FILTERS = AD_LIST_FILTERS.filter(
  (filter): filter is Exclude<AdListFilter, "approved" | "pending"> => filter !== "approved" && filter !== "pending",
);
const FILTERS: { value: Filter; label: string }[] = [
  { value: "all", label: "dashboard.filter.all" },
  { value: "approved", label: "dashboard.filter.approved" },
  { value: "pending", label: AD_STATE_KEYS.awaitingReview },
  ...STATE_FILTERS.map((state) => ({ value: state, label: AD_STATE_KEYS[state] })),
];

/** /dashboard — the campaign manager. */
export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;
  // Search and filter live in the URL and are applied by the server (#19).
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("q") ?? "");
  const filter: Filter = AD_LIST_FILTERS.find((value) => value === params.get("state")) ?? "all";
  const query = { q: useDebouncedValue(search.trim()) || undefined, state: filter === "all" ? undefined : filter };
  const list = useAds(query);
  const { isPending, error } = list;
  const totals = useAdTotals(query);
  // Whose home this is, from counts the database makes (not from the loaded pages).
  const allAds = useAdTotals();
  const allWebsites = useWebsiteTotals();
  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  // After sign-in and from the header's 'Dashboard', a publisher lands on their side (#15).
  const isPublisherHome =
    allAds.data !== undefined &&
    allWebsites.data !== undefined &&
    homeSide({ ads: allAds.data.count, websites: allWebsites.data.count }) === "publisher" &&
    !isExplicitAdvertiserVisit(location.state) &&
    !message;

  const shown = list.data?.pages.flatMap((page) => page.items) ?? [];
  const isSearching = search.trim() !== "" || filter !== "all";
  if (isPublisherHome) return <Navigate to="/projects" replace />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          {/* Every state is listed, not only running ads (#34.9, decision 0049). */}
          <h1 className="text-3xl font-bold tracking-tight">{t("dashboard.title")}</h1>
          <p className="mt-1 text-slate-600">{t("dashboard.intro")}</p>
        </div>
        <div className="flex gap-2">
          <Link
            to="/request"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("dashboard.create")}
          </Link>
          <Link
            to="/projects"
            className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800"
          >
            {t("dashboard.switch_to_projects")}
          </Link>
        </div>
      </div>
      {message && (
        <div className="mt-6">
          <Alert tone="success">{message}</Alert>
        </div>
      )}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          aria-label={t("dashboard.search_label")}
          placeholder={t("dashboard.search_placeholder")}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setParam("q", e.target.value || null);
          }}
          className="sm:max-w-sm"
        />
        <ChipGroup
          label={t("dashboard.filter_label")}
          options={FILTERS.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={filter}
          onChange={(value) => setParam("state", value === "all" ? null : value)}
        />
      </div>
      <div className="mt-6">
        {isPending ? (
          <LoadingState label={t("dashboard.loading")} />
        ) : error ? (
          <ErrorState
            title={t("common.error_loading")}
            message={error.message}
            action={<Button onClick={() => navigate(-1)}>{t("common.go_back")}</Button>}
          />
        ) : shown.length === 0 ? (
          isSearching ? (
            // An advertiser with campaigns, none matching: say so, and offer them all (#34.9).
            <EmptyState
              icon={<Megaphone className="size-10" />}
              title={t("dashboard.none_found")}
              text={t("dashboard.none_match")}
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearch("");
                    setParams({}, { replace: true });
                  }}
                >
                  {t("dashboard.show_all")}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Megaphone className="size-10" />}
              title={t("dashboard.empty")}
              action={
                <Link
                  to="/select"
                  className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  {t("dashboard.create_first")}
                </Link>
              }
            />
          )
        ) : (
          <>
            {totals.data && (
              <p className="mb-4 text-sm text-slate-600" data-testid="campaign-count">
                {t("dashboard.count", { count: totals.data.count, shown: formatWhole(totals.data.count) })}
              </p>
            )}
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((ad) => (
                <CampaignCard key={ad.id} ad={ad} />
              ))}
            </div>
            <LoadMore
              hasMore={list.hasNextPage}
              isLoading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              label={t("dashboard.load_more")}
            />
          </>
        )}
      </div>
    </div>
  );
}
