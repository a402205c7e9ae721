import { clsx } from "clsx";
import type { SelectHTMLAttributes } from "react";
import { Field } from "./field";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  /** What happened to this choice ("Saved."), shown under it (Field's `note`). */
  note?: string;
  options: { value: string; label: string }[];
  /** A first, empty choice such as "Choose a network". */
  placeholder?: string;
}

/** A labelled native select whose error is announced and tied to it, like TextField. */
export function SelectField({ label, error, note, className, id, options, placeholder, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} error={error} note={note} id={id} className={className}>
      {(control) => (
        <select {...rest} {...control} className={clsx(control.className, "py-2.5")}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
