import { AD_REPORT_STATUSES, CONTENT_REASON_LABELS, type AdReport } from "@placard/shared/trust";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadMore } from "@/components/ui/load-more";
import { SelectField } from "@/components/ui/select-field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { TextAreaField } from "@/components/ui/text-area-field";
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
  const [dismissing, setDismissing] = useState<AdReport | null>(null);
  const [note, setNote] = useState("");
  const [dismissed, setDismissed] = useState<string | null>(null);
  const dismiss = useDismissReport();
  const closeDismiss = () => {
    dismiss.reset();
    setDismissing(null);
    setNote("");
  };
  const confirmDismiss = () => {
    if (!dismissing) return;
    const name = dismissing.ad.businessName;
    dismiss.mutate(
      { reportId: dismissing.id, note: note.trim() },
      {
        onSuccess: () => {
          closeDismiss();
          setDismissed(`The report on “${name}” is dismissed; the ad goes on serving.`);
        },
      },
    );
  };
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
      {dismissed && (
        <div className="mt-4">
          <Alert tone="success">{dismissed}</Alert>
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
                        onClick={() => {
                          setDismissed(null);
                          setDismissing(report);
                        }}
                      >
                        Dismiss…
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
      <ConfirmDialog
        isOpen={dismissing !== null}
        title={`Dismiss the report on “${dismissing?.ad.businessName ?? ""}”?`}
        description="It leaves the open reports and the ad goes on serving. The audit log keeps who dismissed it, and your note."
        confirmLabel="Dismiss report"
        isBusy={dismiss.isPending}
        error={dismiss.error?.message}
        onConfirm={confirmDismiss}
        onCancel={closeDismiss}
      >
        <TextAreaField
          label="Note (kept in the audit log, optional)"
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
        />
      </ConfirmDialog>
      <TakeDownDialog
        key={target?.id ?? "none"}
        ad={target ? { id: target.ad.id, businessName: target.ad.businessName } : null}
        defaultReason={target?.reason}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}
