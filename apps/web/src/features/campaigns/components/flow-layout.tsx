import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";

const STEPS = [
  "campaigns.flow.step_ad",
  "campaigns.flow.step_business",
  "campaigns.flow.step_websites",
  "campaigns.flow.step_spaces",
] as const;

/** The guided flow's frame: the four steps of 'How It Works', the current one marked. */
export function FlowLayout({
  step,
  title,
  subtitle,
  children,
}: {
  step: 1 | 2 | 3 | 4;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <ol className="flex flex-wrap gap-2 text-xs font-semibold" aria-label={t("campaigns.flow.steps")}>
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index + 1 === step ? "step" : undefined}
            className={clsx(
              "rounded-full px-3 py-1",
              index + 1 === step
                ? "bg-brand-600 text-white"
                : index + 1 < step
                  ? "bg-brand-100 text-brand-700"
                  : "bg-slate-100 text-slate-600",
            )}
          >
            {index + 1}. {t(label)}
          </li>
        ))}
      </ol>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-slate-600">{subtitle}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
