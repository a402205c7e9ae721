import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookDeliveryItem,
  type WebhookEndpointItem,
  type WebhookEvent,
} from "@placard/shared/webhooks";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { LoadMore } from "@/components/ui/load-more";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useResendWebhookDelivery,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from "./api/webhooks";
import { Section } from "./components/section";

const STATUS_LABELS: Record<WebhookDeliveryItem["status"], string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
};

function DeliveryRow({ endpointId, item }: { endpointId: string; item: WebhookDeliveryItem }) {
  const resend = useResendWebhookDelivery(endpointId);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-1">
      <span className="min-w-0">
        {WEBHOOK_EVENT_LABELS[item.event]} · <strong>{STATUS_LABELS[item.status]}</strong>
        {item.lastStatusCode !== null ? ` (${item.lastStatusCode})` : ""} · {item.attempts} attempt
        {item.attempts === 1 ? "" : "s"} · {new Date(item.createdAt).toLocaleString()}
        {item.lastError && item.status !== "delivered" && (
          <span className="block text-slate-600">{item.lastError}</span>
        )}
        {resend.error && <span className="block text-red-700">{resend.error.message}</span>}
      </span>
      <Button variant="secondary" isBusy={resend.isPending} onClick={() => resend.mutate(item.id)}>
        Send again
      </Button>
    </li>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];
  if (deliveries.error) return <Alert>{deliveries.error.message}</Alert>;
  if (deliveries.isSuccess && items.length === 0) return <p className="text-slate-600">No deliveries yet.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Deliveries">
        {items.map((item) => (
          <DeliveryRow key={item.id} endpointId={endpointId} item={item} />
        ))}
      </ul>
      <LoadMore
        hasMore={deliveries.hasNextPage}
        isLoading={deliveries.isFetchingNextPage}
        onLoadMore={() => void deliveries.fetchNextPage()}
      />
    </>
  );
}

function EndpointRow({ item }: { item: WebhookEndpointItem }) {
  const remove = useDeleteWebhookEndpoint();
  const [isOpen, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-all">
          <strong>{item.url}</strong>
          <span className="block text-slate-600">
            {item.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(", ")}
          </span>
        </span>
        <span className="flex gap-2">
          <Button variant="secondary" onClick={() => setOpen(!isOpen)} aria-expanded={isOpen}>
            {isOpen ? "Hide deliveries" : "Deliveries"}
          </Button>
          <Button
            variant="secondary"
            isBusy={remove.isPending}
            aria-label={`Delete ${item.url}`}
            onClick={() => remove.mutate(item.id)}
          >
            Delete
          </Button>
        </span>
      </div>
      <span className="flex flex-wrap items-center gap-2">
        Signing secret: <code className="break-all">{item.secret}</code>
        <CopyButton text={item.secret} label="Copy secret" />
      </span>
      {remove.error && <span className="text-red-700">{remove.error.message}</span>}
      {isOpen && <Deliveries endpointId={item.id} />}
    </li>
  );
}

/** Signed webhooks (decision 0038): an https endpoint, the events it hears of, its deliveries. */
export function Webhooks() {
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([]);

  const fieldErrors = create.error instanceof ApiError ? create.error.fieldErrors : {};
  const otherError = create.error && Object.keys(fieldErrors).length === 0 ? create.error.message : null;

  const toggle = (event: WebhookEvent) =>
    setEvents((picked) => (picked.includes(event) ? picked.filter((e) => e !== event) : [...picked, event]));

  async function onSubmit(submit: FormEvent) {
    submit.preventDefault();
    const created = await create.mutateAsync({ url, events }).catch(() => null);
    if (!created) return;
    setUrl("");
    setEvents([]);
  }

  const items = endpoints.data?.items ?? [];
  return (
    <Section id="account-webhooks" title="Webhooks">
      <p className="text-sm text-slate-600">
        Placard posts the events you pick to your https address, signed per Standard Webhooks (<code>webhook-id</code>,{" "}
        <code>webhook-timestamp</code>, <code>webhook-signature</code>). A delivery that fails is tried again for a day.
        At most {MAX_WEBHOOK_ENDPOINTS} endpoints.
      </p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Add a webhook endpoint">
        {otherError && <Alert>{otherError}</Alert>}
        <TextField
          label="Endpoint URL"
          value={url}
          placeholder="https://example.com/placard-webhooks"
          onChange={(e) => setUrl(e.target.value)}
          error={fieldErrors.url?.join(" ")}
        />
        <fieldset className="grid gap-1 text-sm sm:grid-cols-2">
          <legend className="mb-1 font-medium">Events</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2">
              <input type="checkbox" checked={events.includes(event)} onChange={() => toggle(event)} />
              {WEBHOOK_EVENT_LABELS[event]}
            </label>
          ))}
          {fieldErrors.events && <span className="text-red-700">{fieldErrors.events.join(" ")}</span>}
        </fieldset>
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
            <EndpointRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        endpoints.isSuccess && <p className="text-sm text-slate-600">No webhook endpoints yet.</p>
      )}
    </Section>
  );
}
