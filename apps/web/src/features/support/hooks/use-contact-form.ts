import { type CreateSupportMessageInput, createSupportMessageSchema, type SupportTopic } from "@placard/shared/support";
import { useState } from "react";

export interface ContactValues {
  topic: SupportTopic;
  subject: string;
  message: string;
}
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

const EMPTY: ContactValues = { topic: "general", subject: "", message: "" };

export type ContactCheck =
  { isValid: true; input: CreateSupportMessageInput } | { isValid: false; errors: ContactErrors };

/** The server's own rules (packages/shared/src/support.ts), checked before anything is sent. */
export function checkContact(values: ContactValues): ContactCheck {
  const parsed = createSupportMessageSchema.safeParse(values);
  if (parsed.success) return { isValid: true, input: parsed.data };
  const fields: Partial<Record<string, string[]>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return { isValid: false, errors: firstErrors(fields) };
}

/** The first message of each field, from the schema's issues or a `validation_failed` answer's fields. */
export function firstErrors(fields: Partial<Record<string, string[]>>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ["topic", "subject", "message"] as const) {
    const message = fields[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The contact form's values and errors; a change clears that field's error. */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  return {
    values,
    errors,
    setErrors,
    change: <F extends ContactField>(field: F, value: ContactValues[F]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    reset: () => {
      setValues(EMPTY);
      setErrors({});
    },
  };
}
