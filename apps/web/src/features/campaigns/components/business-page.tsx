import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/states";
import type { Draft } from "@placard/shared/ads";
import { useTranslation } from "@/lib/i18n";
import { useSaveDraftDetails } from "../api/draft";
import { useRequireDraft } from "../hooks/use-require-draft";
import { BusinessFields, useBusinessFields } from "./business-fields";
import { FlowLayout } from "./flow-layout";

/** /business — the business details (SPEC §5): all required, a valid link, Continue when valid. */
export function BusinessPage() {
  const draft = useRequireDraft();
  if (!draft.data) return <LoadingState />;
  return <BusinessForm draft={draft.data} />;
}

function BusinessForm({ draft }: { draft: Draft }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const save = useSaveDraftDetails();
  const { field, isValid, parse } = useBusinessFields({
    businessName: draft.businessName,
    businessLink: draft.businessLink,
    businessLocation: draft.businessLocation,
    description: draft.description,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const details = parse();
    if (!details) return;
    // Saved as normalised: trimmed, and the link with its scheme.
    await save.mutateAsync({ id: draft.id, details });
    navigate("/websites");
  };

  return (
    <FlowLayout step={2} title={t("campaigns.business.title")} subtitle={t("campaigns.business.subtitle")}>
      <form
        noValidate
        onSubmit={submit}
        className="flex max-w-2xl flex-col gap-5"
        aria-label={t("campaigns.business.title")}
      >
        {save.error && <Alert>{save.error.message}</Alert>}
        <BusinessFields field={field} />
        <div className="flex items-center justify-between">
          <BackLink to="/select" />
          <Button type="submit" disabled={!isValid} isBusy={save.isPending}>
            {t("campaigns.flow.continue")}
          </Button>
        </div>
      </form>
    </FlowLayout>
  );
}
