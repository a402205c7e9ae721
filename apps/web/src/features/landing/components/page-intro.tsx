import type { ReactNode } from "react";

/** The top of a marketing page: an eyebrow, the page's one h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg text-slate-600">{children}</p>
    </div>
  );
}
