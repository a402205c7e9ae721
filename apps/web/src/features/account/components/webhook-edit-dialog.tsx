import type { WebhookEndpointItem } from "@placard/shared/webhooks";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useUpdateWebhookEndpoint } from "../api/webhooks";
import { type EndpointDraft, endpointErrors, WebhookEndpointFields } from "./webhook-endpoint-fields";
import { useTranslation } from "@/lib/i18n";

/** Changes an endpoint's address (checked like a new one) and events. */
export function EditEndpointDialog({
  item,
  isOpen,
  onClose,
}: {
  item: WebhookEndpointItem;
  isOpen: boolean;
  onClose: () => void;
}) {
  const update = useUpdateWebhookEndpoint(item.id);
  const [draft, setDraft] = useState<EndpointDraft>({ url: item.url, events: item.events });
  const cancel = () => {
    update.reset();
    setDraft({ url: item.url, events: item.events });
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(draft, { onSuccess: onClose });
  };
  const other = endpointErrors(update.error).other;
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && cancel()}
      title={t("account.webhooks.edit_title")}
      description={t("account.webhooks.edit_text")}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t("account.webhooks.edit_form")}>
        {other && <Alert>{other}</Alert>}
        <WebhookEndpointFields draft={draft} onChange={setDraft} error={update.error} idPrefix={`edit-${item.id}`} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={cancel}>
            {t("account.webhooks.cancel")}
          </Button>
          <Button type="submit" isBusy={update.isPending}>
            {t("account.webhooks.save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
