import { formatSignedDollars } from "@placard/shared/money";
import { clsx } from "clsx";
import { activeLocale } from "@/lib/i18n";

/** Money in green, money out red, from the account's point of view: /transactions and Recent Activity alike. */
export const amountTone = (cents: number) =>
  cents > 0 ? "text-emerald-700" : cents < 0 ? "text-red-700" : "text-slate-700";

/** A movement's signed amount ("+$22.50", "-$3.05"), in the one format (decision 0044). */
export function MovementAmount({ cents, className }: { cents: number; className?: string }) {
  return (
    <span className={clsx("font-semibold tabular-nums", amountTone(cents), className)}>
      {formatSignedDollars(cents, activeLocale())}
    </span>
  );
}
