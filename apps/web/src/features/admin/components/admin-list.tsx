import type { ReactNode } from "react";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { TableFrame } from "@/components/ui/table-frame";

/** A cell of an operator's list. */
export const adminCell = "px-4 py-2 align-top";

interface AdminListProps<T> {
  /** The table's accessible name (its region). */
  label: string;
  columns: string[];
  /** The list's infinite query: its states and the next page. */
  query: {
    isPending: boolean;
    error: Error | null;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  items: T[];
  errorTitle: string;
  emptyTitle: string;
  rowKey: (item: T) => string;
  /** The row's cells (`td`s with `adminCell`). */
  row: (item: T) => ReactNode;
}

/**
 * One of the console's paged lists: loading, error and empty states, the table in its frame,
 * and Load more for the next page by cursor (decision 0020).
 */
export function AdminList<T>({ label, columns, query, items, errorTitle, emptyTitle, rowKey, row }: AdminListProps<T>) {
  return (
    <>
      {query.isPending ? (
        <LoadingState />
      ) : query.error ? (
        <ErrorState title={errorTitle} message={query.error.message} />
      ) : items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <TableFrame label={label}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={rowKey(item)} className="border-b border-slate-100 last:border-0">
                  {row(item)}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <LoadMore
        hasMore={!!query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
