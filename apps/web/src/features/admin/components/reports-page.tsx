import { AD_REPORT_STATUSES, type AdReport } from "@placard/shared/trust";
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
import { useTranslation } from "@/lib/i18n";
import { dateTimeOf, REASON_KEYS } from "./admin-labels";

const STATUS_LABELS: Record<(typeof AD_REPORT_STATUSES)[number], string> = {
  open: "admin.reports.status.open",
  dismissed: "admin.reports.status.dismissed",
  taken_down: "admin.reports.status.taken_down",
};

/** /admin/reports: what readers reported through "Report this ad"; dismiss, or take the ad down. */
export function ReportsPage() {
  const [status, setStatus] = useState<string>("open");
  const [target, setTarget] = useState<AdReport | null>(null);
  const [dismissing, setDismissing] = useState<AdReport | null>(null);
  const [note, setNote] = useState("");
  const [dismissed, setDismissed] = useState<string | null>(null);
  const dismiss = useDismissReport();
  const { t } = useTranslation();
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
          setDismissed(t("admin.reports.dismissed", { business: name }));
        },
      },
    );
  };
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useAdReports(status);
  const reports = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <h1 className="text-2xl font-bold">{t("admin.reports.title")}</h1>
      <SelectField
        className="mt-4 max-w-xs"
        label={t("admin.reports.show")}
        options={AD_REPORT_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
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
          <ErrorState title={t("admin.reports.failed")} message={error.message} />
        ) : reports.length === 0 ? (
          <EmptyState title={status === "open" ? t("admin.reports.none_open") : t("admin.reports.none")} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t("admin.reports.title")}>
            {reports.map((report) => (
              <AdminCard
                key={report.id}
                media={
                  <AdCreative
                    creative={report.ad.creative}
                    label={t("admin.creative_of", { business: report.ad.businessName })}
                  />
                }
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
                        {t("admin.reports.dismiss")}
                      </Button>
                      {!report.ad.takenDown && (
                        <Button variant="danger" onClick={() => setTarget(report)}>
                          {t("admin.take_down")}
                        </Button>
                      )}
                    </>
                  )
                }
              >
                <p className="mt-1 text-sm font-medium text-red-800">{t(REASON_KEYS[report.reason])}</p>
                {report.message && (
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-700">“{report.message}”</p>
                )}
                <p className="mt-1 text-xs text-slate-600">
                  {report.websiteName ? `${t("admin.reports.seen_on", { website: report.websiteName })} · ` : ""}
                  {dateTimeOf(report.createdAt)}
                </p>
              </AdminCard>
            ))}
          </ul>
        )}
        <LoadMore hasMore={!!hasNextPage} isLoading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      </div>
      <ConfirmDialog
        isOpen={dismissing !== null}
        title={t("admin.reports.dismiss_title", { business: dismissing?.ad.businessName ?? "" })}
        description={t("admin.reports.dismiss_text")}
        confirmLabel={t("admin.reports.dismiss_confirm")}
        isBusy={dismiss.isPending}
        error={dismiss.error?.message}
        onConfirm={confirmDismiss}
        onCancel={closeDismiss}
      >
        <TextAreaField
          label={t("admin.reports.note")}
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
