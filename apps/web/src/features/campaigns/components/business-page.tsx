import { businessDetailsSchema } from "@placard/shared/ads";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/states";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import type { Draft } from "@placard/shared/ads";
import { useSaveDraftDetails } from "../api/draft";
import { useRequireDraft } from "../hooks/use-require-draft";
import { FlowLayout } from "./flow-layout";

type Key = "businessName" | "businessLink" | "businessLocation" | "description";

function errorsOf(values: Record<Key, string>): Partial<Record<Key, string>> {
  const result = businessDetailsSchema.safeParse(values);
  const errors: Partial<Record<Key, string>> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path[0] as Key] ??= issue.message;
  return errors;
}

/** /business — the business details (SPEC §5): all required, a valid link, Continue when valid. */
export function BusinessPage() {
  const draft = useRequireDraft();
  if (!draft.data) return <LoadingState />;
  return <BusinessForm draft={draft.data} />;
}

function BusinessForm({ draft }: { draft: Draft }) {
  const navigate = useNavigate();
  const save = useSaveDraftDetails();
  const [values, setValues] = useState<Record<Key, string>>({
    businessName: draft.businessName,
    businessLink: draft.businessLink,
    businessLocation: draft.businessLocation,
    description: draft.description,
  });
  const [touched, setTouched] = useState<Partial<Record<Key, boolean>>>({});
  const errors = errorsOf(values);
  const isValid = Object.keys(errors).length === 0;
  const shown = (key: Key) => (touched[key] ? errors[key] : undefined);

  const field = (key: Key) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      // SPEC §5: an error clears as soon as the field is edited.
      setTouched((current) => ({ ...current, [key]: false }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [key]: true })),
    error: shown(key),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = businessDetailsSchema.safeParse(values);
    if (!parsed.success) {
      return setTouched({ businessName: true, businessLink: true, businessLocation: true, description: true });
    }
    // Saved as normalised: trimmed, and the link with its scheme.
    await save.mutateAsync({ id: draft.id, details: parsed.data });
    navigate("/websites");
  };

  return (
    <FlowLayout step={2} title="Business details" subtitle="Who is behind the ad, and what it says.">
      <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-5" aria-label="Business details">
        {save.error && <Alert>{save.error.message}</Alert>}
        <TextField label="Business name" {...field("businessName")} />
        <TextField label="Business link" placeholder="https://example.com" inputMode="url" {...field("businessLink")} />
        <TextField label="Business location" placeholder="Kigali, Rwanda" {...field("businessLocation")} />
        <TextAreaField label="Ad description" rows={4} {...field("description")} />
        <div className="flex items-center justify-between">
          <BackLink to="/select" />
          <Button type="submit" disabled={!isValid} isBusy={save.isPending}>
            Continue
          </Button>
        </div>
      </form>
    </FlowLayout>
  );
}
