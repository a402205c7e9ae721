import { clsx } from "clsx";
import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";
import { useTranslation } from "@/lib/i18n";

type Variant = "primary" | "secondary" | "ghost" | "danger" | "warm";

const variants: Record<Variant, string> = {
  // brand-700: white on brand-600 is 3.7:1, under WCAG AA for button text.
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60",
  /** The orange-to-red call to action of the sign-in form (SPEC §2). */
  warm: "bg-gradient-to-r from-orange-500 to-red-500 text-white hover:from-orange-600 hover:to-red-600 disabled:opacity-60",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-60",
  ghost: "text-slate-700 hover:bg-slate-100 disabled:opacity-60",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:opacity-60",
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  isBusy?: boolean;
}

export function Button({ variant = "primary", isBusy = false, className, children, disabled, ...rest }: ButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={clsx(
        "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed",
        variants[variant],
        className,
      )}
    >
      {isBusy && <Spinner className="size-4" label={t("components.working")} />}
      {children}
    </button>
  );
}
