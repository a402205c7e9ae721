import { clsx } from "clsx";
import { type ReactNode, useId } from "react";
import { useSharedMessage } from "@/lib/i18n";

export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

/**
 * A label, a control and its error, tied together for assistive technology. The control
 * is rendered by `children` with the props it needs (id, aria-*, border classes). `note` is
 * what happened to this control ("Saved."), announced and shown right under it, not at the
 * foot of a long form (#34.16). An error that is a shared message (a schema's, in English)
 * shows in the active language (decision 0064).
 */
export function Field({
  label,
  error,
  note,
  id,
  className,
  children,
}: {
  label: string;
  error?: string;
  note?: string;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const generated = useId();
  const translate = useSharedMessage();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const noteId = `${controlId}-note`;
  const describedBy = [error && errorId, note && noteId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: clsx(
          "rounded-lg border bg-white px-3 text-sm shadow-sm outline-none transition focus:ring-2",
          error ? "border-red-500 focus:ring-red-200" : "border-slate-300 focus:border-brand-500 focus:ring-brand-100",
        ),
      })}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {translate(error)}
        </p>
      )}
      {note && (
        <p id={noteId} role="status" className="text-sm text-slate-600">
          {note}
        </p>
      )}
    </div>
  );
}
