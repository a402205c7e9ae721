import { AD_STATE_LABELS, type Ad, type AdWebsiteState, hasWebsiteIn } from "@placard/shared/ads";
import { Megaphone } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { homeSide, isExplicitAdvertiserVisit } from "@/components/layout/app-sections";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ChipGroup } from "@/components/ui/chip-group";
import { SearchInput } from "@/components/ui/search-input";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useWebsites } from "@/features/inventory/api/get-websites";
import { useAds } from "../api/get-ads";
import { CampaignCard } from "./campaign-card";

/** SPEC's All / Approved / Pending, then each state an ad can be in on a website (#15). */
type Filter = "all" | "approved" | "pending" | Exclude<AdWebsiteState, "awaitingReview">;
const STATE_FILTERS = ["awaitingPayment", "running", "ended", "rejected", "approvalLapsed"] as const;
const FILTERS: { value: Filter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "approved", label: "Approved" },
  { value: "pending", label: "Pending" },
  ...STATE_FILTERS.map((state) => ({ value: state, label: AD_STATE_LABELS[state] })),
];

/**
 * "Approved": approved on at least one website; "Pending": awaiting an owner's review on
 * at least one website (an ad rejected everywhere is not pending); a state: on at least
 * one website in that state.
 */
export function filterCampaigns(ads: Ad[], search: string, filter: Filter, now = new Date()) {
  const term = search.trim().toLowerCase();
  const matches = (ad: Ad) => {
    if (filter === "all") return true;
    if (filter === "approved") return ad.websites.some((website) => website.reviewStatus === "approved");
    if (filter === "pending") return hasWebsiteIn(ad, "awaitingReview", now);
    return hasWebsiteIn(ad, filter, now);
  };
  return ads.filter(
    (ad) =>
      matches(ad) &&
      (!term || ad.businessName.toLowerCase().includes(term) || ad.description.toLowerCase().includes(term)),
  );
}

/** /dashboard — the campaign manager. */
export function DashboardPage() {
  const { data: ads, isPending, error } = useAds();
  const navigate = useNavigate();
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const { data: websites } = useWebsites();

  // After sign-in and from the header's 'Dashboard', a publisher lands on their side (#15).
  const isPublisherHome =
    ads !== undefined &&
    websites !== undefined &&
    homeSide({ ads: ads.length, websites: websites.length }) === "publisher" &&
    !isExplicitAdvertiserVisit(location.state) &&
    !message;

  const shown = filterCampaigns(ads ?? [], search, filter);
  const isSearching = search.trim() !== "" || filter !== "all";
  if (isPublisherHome) return <Navigate to="/projects" replace />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Your Active Campaigns</h1>
          <p className="mt-1 text-slate-600">Your ads, where they run, and how they are doing.</p>
        </div>
        <div className="flex gap-2">
          <Link
            to="/request"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Create
          </Link>
          <Link
            to="/projects"
            className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800"
          >
            Switch to Projects
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
          aria-label="Search campaigns"
          placeholder="Search campaigns..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="sm:max-w-sm"
        />
        <ChipGroup label="Filter campaigns" options={FILTERS} value={filter} onChange={setFilter} />
      </div>
      <div className="mt-6">
        {isPending ? (
          <LoadingState label="Loading your campaigns" />
        ) : error ? (
          <ErrorState
            title="Error Loading Data"
            message={error.message}
            action={<Button onClick={() => navigate(-1)}>Go Back</Button>}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Megaphone className="size-10" />}
            title={isSearching ? "No Campaigns Found" : "No Active Campaigns Yet"}
            action={
              <Link
                to="/select"
                className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Create Your First Campaign
              </Link>
            }
          />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((ad) => (
              <CampaignCard key={ad.id} ad={ad} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
