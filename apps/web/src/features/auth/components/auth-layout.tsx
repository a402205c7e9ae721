import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";

export interface AuthLayoutProps {
  heading: string;
  subtitle: string;
  panelTitle: string;
  panelText: string;
  /** Sign-in is cyan with a warm button; sign-up is cyan to blue (SPEC §2). */
  tone: "cyan" | "blue";
  children: ReactNode;
}

/** The two-column auth screen: the form, and the illustration panel with its copy. */
export function AuthLayout({ heading, subtitle, panelTitle, panelText, tone, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[calc(100vh-4rem)] lg:grid-cols-2">
      <section className="flex items-center justify-center px-6 py-12">
        <div className="w-full max-w-md">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
          <p className="mt-2 text-slate-600">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
      </section>
      <aside
        className={clsx(
          "relative hidden overflow-hidden lg:flex lg:flex-col lg:items-center lg:justify-center lg:px-12 text-white",
          tone === "cyan"
            ? "bg-gradient-to-br from-cyan-500 to-cyan-700"
            : "bg-gradient-to-br from-cyan-500 to-blue-700",
        )}
      >
        <AuthIllustration adLabel={t("auth.panel.your_ad")} />
        <h2 className="mt-10 text-center text-3xl font-bold">{panelTitle}</h2>
        <p className="mt-3 max-w-sm text-center text-lg text-white/85">{panelText}</p>
      </aside>
    </div>
  );
}

/** A page mock-up with an ad slot lighting up: what Placard does, drawn in SVG. */
function AuthIllustration({ adLabel }: { adLabel: string }) {
  return (
    <svg viewBox="0 0 320 220" className="w-full max-w-sm drop-shadow-xl" aria-hidden="true">
      <rect x="10" y="10" width="300" height="200" rx="14" fill="white" fillOpacity="0.95" />
      <rect x="10" y="10" width="300" height="28" rx="14" fill="#e2e8f0" />
      <circle cx="30" cy="24" r="5" fill="#f87171" />
      <circle cx="46" cy="24" r="5" fill="#fbbf24" />
      <circle cx="62" cy="24" r="5" fill="#34d399" />
      <rect x="30" y="56" width="170" height="12" rx="6" fill="#cbd5e1" />
      <rect x="30" y="78" width="150" height="8" rx="4" fill="#e2e8f0" />
      <rect x="30" y="94" width="160" height="8" rx="4" fill="#e2e8f0" />
      <rect x="30" y="110" width="120" height="8" rx="4" fill="#e2e8f0" />
      <rect x="216" y="56" width="76" height="130" rx="10" fill="#f97316" />
      <text x="254" y="118" textAnchor="middle" fill="white" fontSize="13" fontWeight="700">
        {adLabel}
      </text>
      <rect x="232" y="134" width="44" height="14" rx="7" fill="white" fillOpacity="0.85" />
      <rect x="30" y="134" width="170" height="52" rx="8" fill="#ecfeff" stroke="#06b6d4" strokeDasharray="5 4" />
    </svg>
  );
}
