import type { ReactNode } from "react";
import { Spinner } from "./spinner";

export function LoadingState({ label }: { label?: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8 text-brand-600" label={label} />
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      {icon && <div className="text-slate-400">{icon}</div>}
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
      {text && <p className="mt-1 max-w-md text-sm text-slate-600">{text}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

export function ErrorState({ title, message, action }: { title: string; message?: string; action?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <h2 className="text-lg font-semibold text-red-800">{title}</h2>
      {message && <p className="mt-1 text-sm text-red-700">{message}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
