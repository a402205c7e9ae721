import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_DELIVERY_RETENTION_DAYS } from "@placard/shared/webhooks";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCreateWebhookEndpoint, useWebhookEndpoints } from "../api/webhooks";
import { Section } from "./section";
import { ShownSecret } from "./shown-secret";
import { type EndpointDraft, endpointErrors, WebhookEndpointFields } from "./webhook-endpoint-fields";
import { WebhookEndpointRow } from "./webhook-endpoint-row";

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
    <Section id="account-webhooks" title="Webhooks">
      <p className="text-sm text-slate-600">
        Placard posts the events you pick to your https address, signed per Standard Webhooks (<code>webhook-id</code>,{" "}
        <code>webhook-timestamp</code>, <code>webhook-signature</code>). A delivery that fails is tried again for a day;
        deliveries are listed for {WEBHOOK_DELIVERY_RETENTION_DAYS} days. At most {MAX_WEBHOOK_ENDPOINTS} endpoints.
      </p>
      {shown && <ShownSecret secret={shown} what="signing secret" />}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Add a webhook endpoint">
        {otherError && <Alert>{otherError}</Alert>}
        <WebhookEndpointFields draft={draft} onChange={setDraft} error={create.error} idPrefix="new-endpoint" />
        <div>
          <Button type="submit" isBusy={create.isPending}>
            Add endpoint
          </Button>
        </div>
      </form>
      {endpoints.error && <Alert>{endpoints.error.message}</Alert>}
      {items.length > 0 ? (
        <ul className="divide-y divide-slate-100 text-sm" aria-label="Your webhook endpoints">
          {items.map((item) => (
            <WebhookEndpointRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        endpoints.isSuccess && <p className="text-sm text-slate-600">No webhook endpoints yet.</p>
      )}
    </Section>
  );
}
