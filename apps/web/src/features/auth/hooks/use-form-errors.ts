import { fieldErrorsOf } from "@placard/shared/errors";
import { useState } from "react";
import type { z } from "zod";
import type { ApiError } from "@/lib/api-error";

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * Field errors for a small form: validated with a shared zod schema on submit, filled
 * from a server `validation_failed` answer, and cleared field by field on edit.
 */
export function useFormErrors<T extends Record<string, unknown>>(schema: z.ZodType<T>) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<T>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function validate(values: unknown): T | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setFieldErrors({});
      return result.data;
    }
    const next: FieldErrors<T> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof T;
      next[key] ??= issue.message;
    }
    setFieldErrors(next);
    return null;
  }

  function showServerError(error: { message?: string; status?: number; details?: unknown } | ApiError) {
    const fields = fieldErrorsOf(error.details);
    if (Object.keys(fields).length > 0) {
      const next: FieldErrors<T> = {};
      for (const [key, messages] of Object.entries(fields)) next[key as keyof T] = messages[0];
      setFieldErrors(next);
    }
    setFormError(error.message || "Something went wrong. Please try again.");
  }

  function clearField(key: keyof T) {
    setFieldErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
    setFormError(null);
  }

  return { fieldErrors, formError, setFormError, validate, showServerError, clearField };
}
