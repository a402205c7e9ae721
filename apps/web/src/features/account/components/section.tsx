import type { ReactNode } from "react";

/** One titled card of /account. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </section>
  );
}

/** The message of a Better Auth client error, or a fallback. */
export const messageOf = (error: { message?: string } | null | undefined, fallback: string) =>
  error?.message || fallback;
