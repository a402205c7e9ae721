import { clsx } from "clsx";
import { CheckCircle2, Globe } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, LoadingState } from "@/components/ui/states";
import { SearchInput } from "@/components/ui/search-input";
import { formatWhole, useTranslation } from "@/lib/i18n";
import { useMarketplaceWebsites } from "../api/marketplace";
import { useDraftChoice } from "../hooks/use-draft-choice";
import { useRequireDraft } from "../hooks/use-require-draft";
import { FlowLayout } from "./flow-layout";
import { VerifiedBadge, WebsiteTraffic } from "./measured-traffic";

/** /websites — pick the websites to advertise on; every choice is saved into the draft. */
export function WebsitesPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const draft = useRequireDraft();
  const [search, setSearch] = useState("");
  const websites = useMarketplaceWebsites(search.trim());
  const shown = websites.data?.pages.flatMap((page) => page.items) ?? [];
  const choice = useDraftChoice(draft.data, "websiteIds");

  if (!draft.data) return <LoadingState />;

  return (
    <FlowLayout
      step={3}
      title={t("campaigns.choose_websites.title")}
      subtitle={t("campaigns.choose_websites.subtitle")}
    >
      <SearchInput
        aria-label={t("campaigns.choose_websites.search")}
        placeholder={t("campaigns.choose_websites.search")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="max-w-md"
      />
      <div className="mt-6">
        {websites.isPending ? (
          <LoadingState />
        ) : websites.error ? (
          <Alert>{t("campaigns.choose_websites.load_failed", { message: websites.error.message })}</Alert>
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Globe className="size-10" />}
            title={search ? t("campaigns.choose_websites.none_matching") : t("campaigns.choose_websites.none")}
          />
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((website) => {
                const isChosen = choice.chosen.includes(website.id);
                return (
                  <li key={website.id}>
                    <button
                      type="button"
                      aria-pressed={isChosen}
                      onClick={() => choice.toggle(website.id)}
                      className={clsx(
                        "flex w-full items-center gap-4 rounded-2xl border bg-white p-4 text-left shadow-sm transition",
                        isChosen ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200 hover:border-slate-300",
                      )}
                    >
                      {website.thumbnailUrl ? (
                        <img src={website.thumbnailUrl} alt="" className="size-12 rounded-lg object-contain" />
                      ) : (
                        <Globe className="size-12 text-brand-600" aria-hidden="true" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="flex items-center gap-2">
                          <span className="truncate font-semibold text-slate-900">{website.name}</span>
                          <VerifiedBadge website={website} />
                        </span>
                        <span className="block truncate text-sm text-slate-500">{website.url}</span>
                        <span className="block text-xs text-slate-500">
                          {t("campaigns.choose_websites.space_count", {
                            count: website.spaceCount,
                            shown: formatWhole(website.spaceCount),
                          })}
                        </span>
                        <WebsiteTraffic website={website} />
                      </span>
                      {isChosen && <CheckCircle2 className="size-5 shrink-0 text-brand-600" aria-hidden="true" />}
                    </button>
                  </li>
                );
              })}
            </ul>
            <LoadMore
              hasMore={websites.hasNextPage}
              isLoading={websites.isFetchingNextPage}
              onLoadMore={() => void websites.fetchNextPage()}
              label={t("campaigns.websites.load_more")}
            />
          </>
        )}
      </div>
      {choice.error && <Alert>{choice.error.message}</Alert>}
      <div className="mt-8 flex items-center justify-between">
        <BackLink to="/business" />
        <div className="flex items-center gap-3">
          <span className="text-sm text-slate-600">
            {t("campaigns.choose_websites.selected", { count: choice.chosen.length })}
          </span>
          <Button disabled={choice.chosen.length === 0 || choice.isSaving} onClick={() => navigate("/categories")}>
            {t("campaigns.flow.continue")}
          </Button>
        </div>
      </div>
    </FlowLayout>
  );
}
