import { clsx } from "clsx";
import type { InputHTMLAttributes } from "react";
import { Field } from "./field";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, className, id, ...rest }: TextFieldProps) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(control) => <input {...rest} {...control} className={clsx(control.className, "py-2.5")} />}
    </Field>
  );
}
