import { clsx } from "clsx";
import { Search } from "lucide-react";
import type { InputHTMLAttributes } from "react";

/** A search box with its icon; `aria-label` names it for screen readers. */
export function SearchInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement> & { "aria-label": string }) {
  return (
    <div className={clsx("relative w-full", className)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        {...rest}
        className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-9 pr-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
    </div>
  );
}
