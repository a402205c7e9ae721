import { ExternalLink, LayoutTemplate, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Tabs, tabPanelProps } from "@/components/ui/tabs";
import { BackLink } from "@/components/ui/back-link";
import { OutboundLink } from "@/components/ui/outbound-link";
import { useWebsite } from "../api/get-website";
import { useSpaces } from "../api/get-spaces";
import { CustomizeAdsTab } from "./customize-ads-tab";
import { SpacePerformance } from "./space-performance";
import { VerificationPanel } from "./verification-panel";
import { SpaceCard } from "./space-card";
import { SpaceSelector } from "./space-selector";
import { WebsiteNameEditor } from "./website-name-editor";
import { formatWhole, splitAround, useTranslation } from "@/lib/i18n";

type Tab = "spaces" | "customize";

/** /website/:websiteId — the website's spaces, their integration code, and styling help. */
export function WebsiteDetailsPage() {
  const { websiteId = "" } = useParams();
  const website = useWebsite(websiteId);
  const spaces = useSpaces(websiteId);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "customize" ? "customize" : "spaces";
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const { t } = useTranslation();
  const tabs: { id: Tab; label: string }[] = [
    { id: "spaces", label: t("inventory.details.tab_spaces") },
    { id: "customize", label: t("inventory.details.tab_customize") },
  ];

  const failed = website.error ?? spaces.error;
  if (failed) {
    const isMissing = (failed as { code?: string }).code === "not_found";
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState
          title={isMissing ? t("inventory.details.not_found") : t("inventory.details.load_failed")}
          message={isMissing ? t("inventory.details.not_found_text") : failed.message}
          action={
            isMissing ? (
              <Link to="/projects" className="font-semibold text-brand-700 hover:underline">
                {t("inventory.details.back")}
              </Link>
            ) : (
              <Button onClick={() => Promise.all([website.refetch(), spaces.refetch()])}>
                {t("inventory.try_again")}
              </Button>
            )
          }
        />
      </div>
    );
  }
  if (!website.data || !spaces.data) return <LoadingState label={t("inventory.details.loading")} />;

  const site = website.data;
  const list = spaces.data;
  const openAdd = () => setIsAdding(true);
  const [before, after] = splitAround((slot) =>
    t("inventory.details.space_count", { count: list.length, shown: slot }),
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <BackLink to="/projects" />
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {site.thumbnailUrl && (
          <img
            src={site.thumbnailUrl}
            alt=""
            className="size-14 rounded-xl border border-slate-200 bg-white object-contain p-1"
          />
        )}
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            <WebsiteNameEditor website={site} />
          </h1>
          {site.url && (
            <OutboundLink
              href={site.url}
              className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
            >
              {site.url} <ExternalLink className="size-3" />
            </OutboundLink>
          )}
        </div>
      </div>

      <div className="mt-6">
        <VerificationPanel website={site} />
      </div>

      <div className="mt-8">
        <Tabs
          label={t("inventory.details.sections")}
          tabs={tabs}
          active={tab}
          onChange={(next) => setParams(next === "customize" ? { tab: next } : {}, { replace: true })}
        />
      </div>

      <div {...tabPanelProps(tab)} className="mt-6">
        {tab === "customize" ? (
          <CustomizeAdsTab />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<LayoutTemplate className="size-10" />}
            title={t("inventory.details.none_title")}
            text={t("inventory.details.none_text")}
            action={<Button onClick={openAdd}>{t("inventory.details.create_first")}</Button>}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <div className="flex items-center justify-between">
              <p className="text-sm text-slate-600">
                {before}
                <span className="font-semibold text-slate-900" data-testid="space-count">
                  {formatWhole(list.length)}
                </span>
                {after}
              </p>
              <Button onClick={openAdd}>
                <Plus className="size-4" /> {t("inventory.details.add_new")}
              </Button>
            </div>
            <SpacePerformance websiteId={websiteId} />
            {list.map((space) => (
              <SpaceCard
                key={space.id}
                space={space}
                isExpanded={expandedId === space.id}
                onToggle={() => setExpandedId((current) => (current === space.id ? null : space.id))}
              />
            ))}
          </div>
        )}
      </div>

      <Dialog
        isOpen={isAdding}
        onOpenChange={setIsAdding}
        title={t("inventory.details.create_title")}
        description={t("inventory.details.create_text", { name: site.name })}
        size="full"
      >
        <SpaceSelector
          websiteId={websiteId}
          onCreated={(_spaces, count) => {
            setIsAdding(false);
            toast.success(t("inventory.details.created", { count, shown: formatWhole(count) }), { duration: 2000 });
          }}
        />
      </Dialog>
    </div>
  );
}
