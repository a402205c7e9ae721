import type { Website, WebsiteStatus } from "@placard/shared/websites";
import { clsx } from "clsx";
import { Globe, LayoutGrid, List, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { SearchInput } from "@/components/ui/search-input";
import { useWebsites } from "../api/get-websites";
import { WebsiteCard } from "./website-card";
import { WebsiteNameEditor } from "./website-name-editor";

/** Case-insensitive match on name or address (SPEC §2 website manager search). */
export function filterWebsites(websites: Website[], search: string, status: WebsiteStatus | "all" = "all") {
  const term = search.trim().toLowerCase();
  return websites.filter(
    (website) =>
      (status === "all" || website.status === status) &&
      (!term || website.name.toLowerCase().includes(term) || website.url.toLowerCase().includes(term)),
  );
}

const STATUS_FILTERS: { value: WebsiteStatus | "all"; label: string }[] = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending verification" },
  { value: "verified", label: "Verified" },
];

/** /projects — the website manager, the owner's home. View and filters live in the URL. */
export function ProjectsPage() {
  const { data: websites, isPending, error, refetch } = useWebsites();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("q") ?? "");
  const view = params.get("view") === "list" ? "list" : "grid";
  const status = (params.get("status") as WebsiteStatus | null) ?? "all";
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
  const shown = filterWebsites(websites ?? [], search, status);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Your Digital Ecosystem</h1>
          <p className="mt-1 text-slate-600">Your websites and the ad spaces they offer.</p>
        </div>
        <nav aria-label="Owner" className="flex flex-wrap gap-2">
          <Link
            to="/pending-ads"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Pending Ads
          </Link>
          <Link
            to="/wallet"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Wallet
          </Link>
          <Link
            to="/dashboard"
            state={{ side: "advertiser" }}
            className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800"
          >
            Switch to Ads
          </Link>
        </nav>
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          className="sm:max-w-sm"
          aria-label="Search websites"
          placeholder="Search campaigns..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setParam("q", event.target.value || null);
          }}
        />
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900" data-testid="website-count">
              {shown.length}
            </span>{" "}
            {isSearching ? "Found Websites" : "Active Websites"}
          </p>
          <div className="flex rounded-lg border border-slate-300 bg-white p-0.5" role="group" aria-label="View">
            <button
              type="button"
              aria-pressed={view === "grid"}
              aria-label="Cards"
              onClick={() => setParam("view", null)}
              className={clsx("rounded-md p-1.5", view === "grid" ? "bg-slate-900 text-white" : "text-slate-600")}
            >
              <LayoutGrid className="size-4" />
            </button>
            <button
              type="button"
              aria-pressed={view === "list"}
              aria-label="List"
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
          <LoadingState label="Loading your websites" />
        ) : error ? (
          <ErrorState title={`Error: ${error.message}`} action={<Button onClick={() => refetch()}>Try Again</Button>} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Globe className="size-10" />}
            title={isSearching ? "No Websites Found" : "No Websites Yet"}
            text={
              isSearching
                ? "No websites found matching your search"
                : "Add your first website to start selling ad spaces."
            }
            action={
              <Link
                to="/create-website"
                className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Create First Website
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
              <span className="font-semibold">Add New Website</span>
            </Link>
          </div>
        ) : (
          <WebsiteList
            websites={shown}
            status={status}
            onStatus={(value) => setParam("status", value === "all" ? null : value)}
          />
        )}
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
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
        <label htmlFor="status-filter" className="text-sm font-medium text-slate-700">
          Status
        </label>
        <select
          id="status-filter"
          value={status}
          onChange={(event) => onStatus(event.target.value as WebsiteStatus | "all")}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        >
          {STATUS_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-4 py-2.5">Website</th>
            <th className="px-4 py-2.5">Address</th>
            <th className="px-4 py-2.5">Status</th>
            <th className="px-4 py-2.5">Ad spaces</th>
            <th className="px-4 py-2.5">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {websites.map((website) => (
            <tr key={website.id}>
              <td className="px-4 py-3 font-medium">
                <WebsiteNameEditor website={website} />
              </td>
              <td className="max-w-56 truncate px-4 py-3 text-slate-600">{website.url}</td>
              <td className="px-4 py-3">{website.status === "verified" ? "Verified" : "Pending verification"}</td>
              <td className="px-4 py-3">{website.spaceCount}</td>
              <td className="px-4 py-3 text-right">
                <Link to={`/website/${website.id}`} className="font-semibold text-brand-700 hover:underline">
                  View Details
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
