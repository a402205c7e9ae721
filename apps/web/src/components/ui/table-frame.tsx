import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * A column a phone does without (#15.7): hidden below `sm`, so the table's main columns
 * (what it is, its state, its amount, its action) fit a 375 px screen without scrolling.
 * Put it on the column's `th` and each of its `td`s.
 */
export const SECONDARY_COLUMN = "hidden sm:table-cell";

/**
 * Every data table's frame: the table takes the frame's width; should it still be wider (a long
 * word), it scrolls inside the frame, never the page. Focusable and named, so keyboard and
 * screen-reader users can scroll it too.
 */
export function TableFrame({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={clsx("overflow-x-auto rounded-2xl border border-slate-200 bg-white", className)}
    >
      {children}
    </div>
  );
}
