import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_DELIVERY_RETENTION_DAYS } from "@placard/shared/webhooks";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCreateWebhookEndpoint, useWebhookEndpoints } from "../api/webhooks";
import { Section } from "./section";
import { ShownSecret } from "./shown-secret";
import { type EndpointDraft, endpointErrors, WebhookEndpointFields } from "./webhook-endpoint-fields";
import { WebhookEndpointRow } from "./webhook-endpoint-row";
import { splitSlots, useTranslation } from "@/lib/i18n";

/** The Standard Webhooks headers the intro names, as code. */
const SIGNATURE_HEADERS = ["webhook-id", "webhook-timestamp", "webhook-signature"];

const EMPTY: EndpointDraft = { url: "", events: [] };

/**
 * Signed webhooks (decisions 0038, 0043): an https endpoint, the events it hears of, its
 * deliveries; edited, paused and resumed, its secret rotated (and shown once), deleted.
 */
export function Webhooks() {
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const [draft, setDraft] = useState<EndpointDraft>(EMPTY);
  const [shown, setShown] = useState<string | null>(null);
  const otherError = endpointErrors(create.error).other;
  const { t } = useTranslation();
  const intro = splitSlots((slot) =>
    t("account.webhooks.text", {
      id: slot(0),
      timestamp: slot(1),
      signature: slot(2),
      days: WEBHOOK_DELIVERY_RETENTION_DAYS,
      max: MAX_WEBHOOK_ENDPOINTS,
    }),
  );

  async function onSubmit(submit: FormEvent) {
    submit.preventDefault();
    setShown(null);
    const created = await create.mutateAsync(draft).catch(() => null);
    if (!created) return;
    setShown(created.secret);
    setDraft(EMPTY);
  }

  const items = endpoints.data?.items ?? [];
  return (
    <Section id="account-webhooks" title={t("account.webhooks.title")}>
      <p className="text-sm text-slate-600">
        {intro.map((piece, index) =>
          typeof piece === "number" ? <code key={index}>{SIGNATURE_HEADERS[piece]}</code> : piece,
        )}
      </p>
      {shown && <ShownSecret secret={shown} />}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t("account.webhooks.form")}>
        {otherError && <Alert>{otherError}</Alert>}
        <WebhookEndpointFields draft={draft} onChange={setDraft} error={create.error} idPrefix="new-endpoint" />
        <div>
          <Button type="submit" isBusy={create.isPending}>
            {t("account.webhooks.add")}
          </Button>
        </div>
      </form>
      {endpoints.error && <Alert>{endpoints.error.message}</Alert>}
      {items.length > 0 ? (
        <ul className="divide-y divide-slate-100 text-sm" aria-label={t("account.webhooks.list")}>
          {items.map((item) => (
            <WebhookEndpointRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        endpoints.isSuccess && <p className="text-sm text-slate-600">{t("account.webhooks.none")}</p>
      )}
    </Section>
  );
}
