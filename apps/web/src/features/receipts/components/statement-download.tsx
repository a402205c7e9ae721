import { statementPdfPath } from "@placard/shared/receipts";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** /wallet — an owner's monthly earnings statement as a PDF, for the month they pick. */
export function StatementDownload() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(thisMonth);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <section aria-labelledby="statements" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="statements" className="text-xl font-semibold">
        {t("receipts.statement.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("receipts.statement.text")}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {t("receipts.statement.month")}
          <input
            type="month"
            value={month}
            max={thisMonth()}
            onChange={(event) => setMonth(event.target.value)}
            className="rounded-xl border border-slate-300 px-3 py-2"
          />
        </label>
        <a
          href={valid ? statementPdfPath(month) : undefined}
          aria-disabled={!valid || undefined}
          download
          className="inline-flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <Download className="size-4" aria-hidden="true" />
          {t("receipts.statement.download")}
        </a>
      </div>
    </section>
  );
}
