import type { ReportRange } from "@placard/shared/reports";
import { Download } from "lucide-react";
import { useSearchParams } from "react-router";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A report's date range, kept in the URL (`?from=&to=`) so a reload or a shared link keeps it. */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const from = params.get("from");
  const to = params.get("to");
  const range: ReportRange = { from: isDate(from) ? from : undefined, to: isDate(to) ? to : undefined };
  const isOutOfOrder = Boolean(range.from && range.to && range.from > range.to);
  const setDate = (field: "from" | "to", value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(field, value);
        else next.delete(field);
        return next;
      },
      { replace: true },
    );
  // An out-of-order range is shown with its message and not asked for.
  return { range, query: isOutOfOrder ? {} : range, isOutOfOrder, setDate };
}

/** `?from=&to=` with only what is set. */
export function rangeSearch(range: ReportRange): string {
  const params = new URLSearchParams();
  if (range.from) params.set("from", range.from);
  if (range.to) params.set("to", range.to);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** From and To for a report and its chart, and the CSV export of the same range. */
export function ReportRangeBar({
  range,
  isOutOfOrder,
  onChange,
  csvUrl,
}: {
  range: ReportRange;
  isOutOfOrder: boolean;
  onChange: (field: "from" | "to", value: string) => void;
  csvUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={t("components.range.from")}
        type="date"
        value={range.from ?? ""}
        max={range.to}
        onChange={(event) => onChange("from", event.target.value)}
      />
      <TextField
        label={t("components.range.to")}
        type="date"
        value={range.to ?? ""}
        min={range.from}
        onChange={(event) => onChange("to", event.target.value)}
        error={isOutOfOrder ? t("components.range.out_of_order") : undefined}
      />
      <a
        href={csvUrl}
        download
        className="inline-flex items-center justify-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:mt-7"
      >
        <Download className="size-4" aria-hidden="true" /> {t("components.range.export_csv")}
      </a>
    </div>
  );
}
