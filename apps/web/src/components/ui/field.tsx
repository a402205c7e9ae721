import { clsx } from "clsx";
import { type ReactNode, useId } from "react";

export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

/**
 * A label, a control and its error, tied together for assistive technology. The control
 * is rendered by `children` with the props it needs (id, aria-*, border classes).
 */
export function Field({
  label,
  error,
  id,
  className,
  children,
}: {
  label: string;
  error?: string;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        className: clsx(
          "rounded-lg border bg-white px-3 text-sm shadow-sm outline-none transition focus:ring-2",
          error ? "border-red-500 focus:ring-red-200" : "border-slate-300 focus:border-brand-500 focus:ring-brand-100",
        ),
      })}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
