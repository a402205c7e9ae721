import type { ReactNode } from "react";

/**
 * One item of a console list shown as a card (an ad, a report, a support message), for
 * every screen width (decision 0055): on a phone the creative, the facts and the actions
 * stack, each the card's full width, so a long business name or email wraps instead of
 * squeezing the text to a word or pushing the card past the screen (#34.10); from `sm` up
 * they sit side by side, the actions at the right. The actions are always shown.
 */
export function AdminCard({
  media,
  title,
  badges,
  actions,
  children,
}: {
  /** The ad's creative (AdCreative), if the item has one. */
  media?: ReactNode;
  title: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row">
      {media}
      <div className="min-w-0 flex-1 wrap-anywhere">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 font-semibold text-slate-900">{title}</h2>
          {badges}
        </div>
        {children}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2 sm:shrink-0 sm:self-center">{actions}</div>}
    </li>
  );
}

/** A small label next to a card's title: its state, a count. */
export function Badge({ tone = "neutral", children }: { tone?: "neutral" | "danger"; children: ReactNode }) {
  const colors = tone === "danger" ? "bg-red-50 text-red-800" : "bg-slate-100 text-slate-700";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${colors}`}>{children}</span>;
}
