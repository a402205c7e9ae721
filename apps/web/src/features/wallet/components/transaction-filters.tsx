import { TRANSACTION_TYPE_LABELS, TRANSACTION_TYPES, type TransactionFilter } from "@placard/shared/wallet";
import { Download } from "lucide-react";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { transactionsCsvUrl } from "../api/get-transactions";
import type { FilterField } from "../hooks/use-transaction-filters";

const TYPE_OPTIONS = [
  { value: "", label: "All" },
  ...TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] })),
];

export const DATE_ORDER_MESSAGE = "The To date must be on or after the From date";

/** Type, From and To, and the CSV export of exactly what is shown. */
export function TransactionFilters({
  filter,
  onChange,
}: {
  filter: TransactionFilter;
  onChange: (field: FilterField, value: string) => void;
}) {
  const isOutOfOrder = Boolean(filter.from && filter.to && filter.from > filter.to);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 md:flex-row md:items-start">
      <SelectField
        label="Type"
        options={TYPE_OPTIONS}
        value={filter.type ?? ""}
        onChange={(event) => onChange("type", event.target.value)}
        className="md:w-56"
      />
      <TextField
        label="From"
        type="date"
        value={filter.from ?? ""}
        max={filter.to}
        onChange={(event) => onChange("from", event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={filter.to ?? ""}
        min={filter.from}
        onChange={(event) => onChange("to", event.target.value)}
        error={isOutOfOrder ? DATE_ORDER_MESSAGE : undefined}
      />
      <a
        href={transactionsCsvUrl(filter)}
        download
        className="inline-flex items-center justify-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 md:ml-auto md:mt-7"
      >
        <Download className="size-4" aria-hidden="true" /> Export CSV
      </a>
    </div>
  );
}
