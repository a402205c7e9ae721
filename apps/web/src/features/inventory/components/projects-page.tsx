import { WEBSITE_STATUSES, type Website, type WebsiteStatus } from "@placard/shared/websites";
import { clsx } from "clsx";
import { Globe, LayoutGrid, List, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { SearchInput } from "@/components/ui/search-input";
import { SECONDARY_COLUMN, TableFrame } from "@/components/ui/table-frame";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useWebsites, useWebsiteTotals } from "../api/get-websites";
import { EndingSoon } from "./ending-soon";
import { WebsiteCard } from "./website-card";
import { WebsiteNameEditor } from "./website-name-editor";
import { formatWhole, useTranslation } from "@/lib/i18n";

/** /projects — the website manager, the owner's home. View and filters live in the URL. */
export function ProjectsPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("q") ?? "");
  const view = params.get("view") === "list" ? "list" : "grid";
  const status = WEBSITE_STATUSES.find((value) => value === params.get("status")) ?? "all";
  // Search (name or address, any case) and status are applied by the server (#19).
  const filter = { q: useDebouncedValue(search.trim()) || undefined, status: status === "all" ? undefined : status };
  const list = useWebsites(filter);
  const totals = useWebsiteTotals(filter);
  const { isPending, error, refetch } = list;
  const { t } = useTranslation();
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

  const isSearching = search.trim() !== "" || status !== "all";
  const shown = list.data?.pages.flatMap((page) => page.items) ?? [];
  const loadMore = (
    <LoadMore
      hasMore={list.hasNextPage}
      isLoading={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      label={t("inventory.projects.load_more")}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("inventory.projects.title")}</h1>
          <p className="mt-1 text-slate-600">{t("inventory.projects.subtitle")}</p>
        </div>
        <nav aria-label={t("inventory.projects.owner_nav")} className="flex flex-wrap gap-2">
          <Link
            to="/pending-ads"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t("inventory.projects.pending_ads")}
          </Link>
          <Link
            to="/wallet"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t("inventory.projects.wallet")}
          </Link>
          <Link
            to="/dashboard"
            state={{ side: "advertiser" }}
            className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800"
          >
            {t("inventory.projects.switch")}
          </Link>
        </nav>
      </div>
      <EndingSoon />

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          className="sm:max-w-sm"
          aria-label={t("inventory.projects.search")}
          placeholder={t("inventory.projects.search_placeholder")}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setParam("q", event.target.value || null);
          }}
        />
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900" data-testid="website-count">
              {formatWhole(totals.data?.count ?? shown.length)}
            </span>{" "}
            {isSearching ? t("inventory.projects.found") : t("inventory.projects.active")}
          </p>
          <div
            className="flex rounded-lg border border-slate-300 bg-white p-0.5"
            role="group"
            aria-label={t("inventory.projects.view")}
          >
            <button
              type="button"
              aria-pressed={view === "grid"}
              aria-label={t("inventory.projects.cards")}
              onClick={() => setParam("view", null)}
              className={clsx("rounded-md p-1.5", view === "grid" ? "bg-slate-900 text-white" : "text-slate-600")}
            >
              <LayoutGrid className="size-4" />
            </button>
            <button
              type="button"
              aria-pressed={view === "list"}
              aria-label={t("inventory.projects.list")}
              onClick={() => setParam("view", "list")}
              className={clsx("rounded-md p-1.5", view === "list" ? "bg-slate-900 text-white" : "text-slate-600")}
            >
              <List className="size-4" />
            </button>
          </div>
        </div>
      </div>

      <div className="mt-6">
        {isPending ? (
          <LoadingState label={t("inventory.projects.loading")} />
        ) : error ? (
          <ErrorState
            title={t("inventory.error", { message: error.message })}
            action={<Button onClick={() => refetch()}>{t("inventory.try_again")}</Button>}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Globe className="size-10" />}
            title={isSearching ? t("inventory.projects.none_found") : t("inventory.projects.none_yet")}
            text={isSearching ? t("inventory.projects.none_found_text") : t("inventory.projects.none_yet_text")}
            action={
              <Link
                to="/create-website"
                className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t("inventory.projects.create_first")}
              </Link>
            }
          />
        ) : view === "grid" ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((website) => (
              <WebsiteCard key={website.id} website={website} />
            ))}
            <Link
              to="/create-website"
              className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-slate-300 bg-white text-slate-600 hover:border-brand-500 hover:text-brand-700"
            >
              <Plus className="size-8" aria-hidden="true" />
              <span className="font-semibold">{t("inventory.projects.add_new")}</span>
            </Link>
          </div>
        ) : (
          <>
            <WebsiteList
              websites={shown}
              status={status}
              onStatus={(value) => setParam("status", value === "all" ? null : value)}
            />
          </>
        )}
        {!isPending && !error && loadMore}
      </div>
    </div>
  );
}

function WebsiteList({
  websites,
  status,
  onStatus,
}: {
  websites: Website[];
  status: WebsiteStatus | "all";
  onStatus: (status: WebsiteStatus | "all") => void;
}) {
  const { t } = useTranslation();
  const statusFilters: { value: WebsiteStatus | "all"; label: string }[] = [
    { value: "all", label: t("inventory.projects.all") },
    { value: "pending", label: t("inventory.status.pending") },
    { value: "verified", label: t("inventory.status.verified") },
  ];
  return (
    <TableFrame label={t("inventory.projects.websites")}>
      <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
        <label htmlFor="status-filter" className="text-sm font-medium text-slate-700">
          {t("inventory.projects.status")}
        </label>
        <select
          id="status-filter"
          value={status}
          onChange={(event) => onStatus(event.target.value as WebsiteStatus | "all")}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        >
          {statusFilters.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-3 py-2.5 sm:px-4">{t("inventory.projects.website")}</th>
            <th className={clsx(SECONDARY_COLUMN, "px-3 py-2.5 sm:px-4")}>{t("inventory.projects.address")}</th>
            <th className="px-3 py-2.5 sm:px-4">{t("inventory.projects.status")}</th>
            <th className={clsx(SECONDARY_COLUMN, "px-3 py-2.5 sm:px-4")}>{t("inventory.projects.ad_spaces")}</th>
            <th className="px-3 py-2.5 sm:px-4">
              <span className="sr-only">{t("inventory.projects.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {websites.map((website) => (
            <tr key={website.id}>
              <td className="px-3 py-3 sm:px-4 font-medium">
                <WebsiteNameEditor website={website} />
              </td>
              <td className={clsx(SECONDARY_COLUMN, "max-w-56 truncate px-3 py-3 sm:px-4 text-slate-600")}>
                {website.url}
              </td>
              <td className="px-3 py-3 sm:px-4">
                {website.status === "verified" ? t("inventory.status.verified") : t("inventory.status.pending")}
              </td>
              <td className={clsx(SECONDARY_COLUMN, "px-3 py-3 sm:px-4")}>{formatWhole(website.spaceCount)}</td>
              <td className="px-3 py-3 sm:px-4 text-right">
                <Link
                  to={`/website/${website.id}`}
                  className="whitespace-nowrap font-semibold text-brand-700 hover:underline"
                >
                  {t("inventory.view_details")}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
