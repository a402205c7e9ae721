import { clsx } from "clsx";
import type { ReactNode } from "react";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { TableFrame } from "@/components/ui/table-frame";

/** One column of an operator's list: its header, what each row shows in it. */
export interface AdminColumn<T> {
  label: string;
  cell: (item: T) => ReactNode;
  /** Extra classes for the cell, e.g. "tabular-nums sm:whitespace-nowrap". */
  className?: string;
  /**
   * The row's actions (Retry, Refund…): on a phone they get a line of their own under the
   * row's facts, never a column pushed off the screen (#34.10).
   */
  isAction?: boolean;
}

interface AdminListProps<T> {
  /** The table's accessible name (its region). */
  label: string;
  columns: AdminColumn<T>[];
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
}

/**
 * One of the console's paged lists (decision 0055): a table from `sm` up; below it, on a
 * phone, each row is a card — its cells stacked with their column's name, long names and
 * ids wrapped, the actions on their own line — so nothing runs off a 375 px screen and no
 * action hides in a table scrolled sideways. One DOM for both: the roles are explicit, so
 * the table stays a table to screen readers whatever its display; the header row is only
 * visually hidden on a phone and the cards' labels are hidden from them (the header names
 * the cell). Loading, error and empty states, and Load more by cursor (decision 0020).
 */
export function AdminList<T>({ label, columns, query, items, errorTitle, emptyTitle, rowKey }: AdminListProps<T>) {
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
          <table role="table" className="block w-full text-left text-sm sm:table">
            <thead className="block border-slate-200 text-slate-600 sm:table-header-group sm:border-b">
              <tr role="row" className="sr-only sm:not-sr-only sm:table-row">
                {columns.map((column) => (
                  <th key={column.label} role="columnheader" scope="col" className="px-4 py-2 font-medium">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block sm:table-row-group">
              {items.map((item) => (
                <tr
                  key={rowKey(item)}
                  role="row"
                  className="block border-b border-slate-100 px-4 py-3 last:border-0 sm:table-row sm:p-0"
                >
                  {columns.map((column, index) => (
                    <td
                      key={column.label}
                      role="cell"
                      className={clsx(
                        "block wrap-anywhere sm:table-cell sm:px-4 sm:py-2 sm:align-top",
                        index > 0 && "mt-2 sm:mt-0",
                        column.isAction && "empty:hidden sm:empty:table-cell",
                        column.className,
                      )}
                    >
                      {index > 0 && !column.isAction && (
                        <span aria-hidden="true" className="block text-xs font-medium text-slate-500 sm:hidden">
                          {column.label}
                        </span>
                      )}
                      {/* The value in an element of its own, apart from the phone's label. */}
                      {column.isAction ? column.cell(item) : <div>{column.cell(item)}</div>}
                    </td>
                  ))}
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
