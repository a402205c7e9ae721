import { type BusinessDetails, businessDetailsSchema } from "@placard/shared/ads";
import { useState } from "react";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";

type Key = keyof BusinessDetails;
const KEYS: Key[] = ["businessName", "businessLink", "businessLocation", "description"];

function errorsOf(values: Record<Key, string>): Partial<Record<Key, string>> {
  const result = businessDetailsSchema.safeParse(values);
  const errors: Partial<Record<Key, string>> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path[0] as Key] ??= issue.message;
  return errors;
}

/**
 * The business details' state and checks (SPEC §5), shared by /business and resubmitting a
 * rejected ad: an error shows once a field was left, and clears as soon as it is edited.
 */
export function useBusinessFields(initial: Record<Key, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Key, boolean>>>({});
  const errors = errorsOf(values);
  const field = (key: Key) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setTouched((current) => ({ ...current, [key]: false }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [key]: true })),
    error: touched[key] ? errors[key] : undefined,
  });
  /** The details normalised (trimmed, the link with its scheme), or undefined after showing every error. */
  const parse = () => {
    const parsed = businessDetailsSchema.safeParse(values);
    if (!parsed.success) setTouched(Object.fromEntries(KEYS.map((key) => [key, true])));
    return parsed.success ? parsed.data : undefined;
  };
  return { field, isValid: Object.keys(errors).length === 0, parse };
}

export function BusinessFields({ field }: { field: ReturnType<typeof useBusinessFields>["field"] }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t("campaigns.business.name")} {...field("businessName")} />
      <TextField
        label={t("campaigns.business.link")}
        placeholder="https://example.com"
        inputMode="url"
        {...field("businessLink")}
      />
      <TextField
        label={t("campaigns.business.location")}
        placeholder={t("campaigns.business.location_placeholder")}
        {...field("businessLocation")}
      />
      <TextAreaField label={t("campaigns.business.description")} rows={4} {...field("description")} />
    </>
  );
}
