/** Stands in for a screen that a later issue builds (issue 2 allows a plain placeholder). */
import type { ReactNode } from "react";

export function PlaceholderPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-slate-600">{description}</p>
      {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      <p className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-sm text-slate-500">
        This screen is being built.
      </p>
    </section>
  );
}
