import { AD_REPORT_STATUSES, CONTENT_REASON_LABELS, type AdReport } from "@placard/shared/trust";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { SelectField } from "@/components/ui/select-field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useAdReports, useDismissReport } from "../api/desk";
import { AdCreative } from "./ad-creative";
import { AdminCard } from "./admin-card";
import { TakeDownDialog } from "./take-down-dialog";

const STATUS_LABELS: Record<(typeof AD_REPORT_STATUSES)[number], string> = {
  open: "Open",
  dismissed: "Dismissed",
  taken_down: "Ad taken down",
};

/** /admin/reports: what readers reported through "Report this ad"; dismiss, or take the ad down. */
export function ReportsPage() {
  const [status, setStatus] = useState<string>("open");
  const [target, setTarget] = useState<AdReport | null>(null);
  const dismiss = useDismissReport();
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useAdReports(status);
  const reports = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <h1 className="text-2xl font-bold">Reports</h1>
      <SelectField
        className="mt-4 max-w-xs"
        label="Show"
        options={AD_REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      />
      {dismiss.error && (
        <div className="mt-4">
          <Alert tone="error">{dismiss.error.message}</Alert>
        </div>
      )}
      <div className="mt-4">
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <ErrorState title="The reports could not be loaded" message={error.message} />
        ) : reports.length === 0 ? (
          <EmptyState title={status === "open" ? "No open reports" : "No reports here"} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Reports">
            {reports.map((report) => (
              <AdminCard
                key={report.id}
                media={<AdCreative creative={report.ad.creative} label={`${report.ad.businessName}'s creative`} />}
                title={report.ad.businessName}
                actions={
                  report.status === "open" && (
                    <>
                      <Button
                        variant="secondary"
                        isBusy={dismiss.isPending && dismiss.variables?.reportId === report.id}
                        onClick={() => dismiss.mutate({ reportId: report.id, note: "" })}
                      >
                        Dismiss
                      </Button>
                      {!report.ad.takenDown && (
                        <Button variant="danger" onClick={() => setTarget(report)}>
                          Take down
                        </Button>
                      )}
                    </>
                  )
                }
              >
                <p className="mt-1 text-sm font-medium text-red-800">{CONTENT_REASON_LABELS[report.reason]}</p>
                {report.message && (
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-700">“{report.message}”</p>
                )}
                <p className="mt-1 text-xs text-slate-600">
                  {report.websiteName ? `Seen on ${report.websiteName} · ` : ""}
                  {new Date(report.createdAt).toLocaleString("en-US")}
                </p>
              </AdminCard>
            ))}
          </ul>
        )}
        <LoadMore hasMore={!!hasNextPage} isLoading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      </div>
      <TakeDownDialog
        key={target?.id ?? "none"}
        ad={target ? { id: target.ad.id, businessName: target.ad.businessName } : null}
        defaultReason={target?.reason}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}
