import { clsx } from "clsx";
import type { TextareaHTMLAttributes } from "react";
import { Field } from "./field";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

/** The TextField of longer text. */
export function TextAreaField({ label, error, className, id, rows = 3, ...rest }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(control) => <textarea rows={rows} {...rest} {...control} className={clsx(control.className, "py-2")} />}
    </Field>
  );
}
