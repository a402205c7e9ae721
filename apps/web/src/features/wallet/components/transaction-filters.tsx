import { TRANSACTION_TYPES, type TransactionFilter } from "@placard/shared/wallet";
import { Download } from "lucide-react";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { transactionsCsvUrl } from "../api/get-transactions";
import { useTranslation } from "@/lib/i18n";
import type { FilterField } from "../hooks/use-transaction-filters";
import { useTransactionTypeLabel } from "../hooks/use-transaction-type-label";

/** Type, From and To, and the CSV export of exactly what is shown. */
export function TransactionFilters({
  filter,
  onChange,
}: {
  filter: TransactionFilter;
  onChange: (field: FilterField, value: string) => void;
}) {
  const isOutOfOrder = Boolean(filter.from && filter.to && filter.from > filter.to);
  const { t } = useTranslation();
  const typeLabel = useTransactionTypeLabel();
  const typeOptions = [
    { value: "", label: t("wallet.filters.all") },
    ...TRANSACTION_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
  ];
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 md:flex-row md:items-start">
      <SelectField
        label={t("wallet.column.type")}
        options={typeOptions}
        value={filter.type ?? ""}
        onChange={(event) => onChange("type", event.target.value)}
        className="md:w-56"
      />
      <TextField
        label={t("wallet.filters.from")}
        type="date"
        value={filter.from ?? ""}
        max={filter.to}
        onChange={(event) => onChange("from", event.target.value)}
      />
      <TextField
        label={t("wallet.filters.to")}
        type="date"
        value={filter.to ?? ""}
        min={filter.from}
        onChange={(event) => onChange("to", event.target.value)}
        error={isOutOfOrder ? t("wallet.filters.date_order") : undefined}
      />
      <a
        href={transactionsCsvUrl(filter)}
        download
        className="inline-flex items-center justify-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 md:ml-auto md:mt-7"
      >
        <Download className="size-4" aria-hidden="true" /> {t("wallet.filters.export")}
      </a>
    </div>
  );
}
