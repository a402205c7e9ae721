import {
  TRANSACTION_TYPES,
  type TransactionFilter,
  transactionFilterSchema,
  type TransactionType,
} from "@placard/shared/wallet";
import { useSearchParams } from "react-router";

export type FilterField = keyof TransactionFilter;

const isTransactionType = (value: string | null): value is TransactionType =>
  TRANSACTION_TYPES.includes(value as TransactionType);
const isDate = (value: string | null): value is string =>
  value !== null && transactionFilterSchema.shape.from.safeParse(value).success;

/** The filters kept in the URL (`?type=&from=&to=`); anything not valid there is ignored. */
export function readTransactionFilter(params: URLSearchParams): TransactionFilter {
  const type = params.get("type");
  const from = params.get("from");
  const to = params.get("to");
  return {
    type: isTransactionType(type) ? type : undefined,
    from: isDate(from) ? from : undefined,
    to: isDate(to) ? to : undefined,
  };
}

/** /transactions filters live in the search params, so a reload or a shared link keeps them. */
export function useTransactionFilters() {
  const [params, setParams] = useSearchParams();
  const filter = readTransactionFilter(params);

  const setFilter = (field: FilterField, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(field, value);
        else next.delete(field);
        return next;
      },
      { replace: true },
    );

  const clear = () => setParams(new URLSearchParams(), { replace: true });
  const hasFilters = Boolean(filter.type || filter.from || filter.to);

  return { filter, setFilter, clear, hasFilters };
}
