import {
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_SECRET_GRACE_HOURS,
  type WebhookEndpointItem,
} from "@placard/shared/webhooks";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useDeleteWebhookEndpoint, useRotateWebhookSecret, useSetWebhookPaused } from "../api/webhooks";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ShownSecret } from "./shown-secret";
import { WebhookDeliveries } from "./webhook-deliveries";
import { EditEndpointDialog } from "./webhook-edit-dialog";

type Asking = "delete" | "rotate" | "edit" | null;

/** One endpoint: its address, events, state and secret's start, and what can be done to it. */
export function WebhookEndpointRow({ item }: { item: WebhookEndpointItem }) {
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret(item.id);
  const setPaused = useSetWebhookPaused(item.id);
  const [isOpen, setOpen] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [shownSecret, setShownSecret] = useState<string | null>(null);
  const isPaused = item.pausedAt !== null;
  const close = () => {
    setAsking(null);
    remove.reset();
    rotate.reset();
  };

  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-all">
          <strong>{item.url}</strong>
          {isPaused && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              Paused
            </span>
          )}
          <span className="block text-slate-600">
            {item.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(", ")}
          </span>
        </span>
        <span className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setOpen(!isOpen)} aria-expanded={isOpen}>
            {isOpen ? "Hide deliveries" : "Deliveries"}
          </Button>
          <Button variant="secondary" aria-label={`Edit ${item.url}`} onClick={() => setAsking("edit")}>
            Edit
          </Button>
          <Button
            variant="secondary"
            isBusy={setPaused.isPending}
            aria-label={`${isPaused ? "Resume" : "Pause"} ${item.url}`}
            onClick={() => setPaused.mutate(!isPaused)}
          >
            {isPaused ? "Resume" : "Pause"}
          </Button>
          <Button variant="secondary" aria-label={`Rotate secret of ${item.url}`} onClick={() => setAsking("rotate")}>
            Rotate secret
          </Button>
          <Button variant="secondary" aria-label={`Delete ${item.url}`} onClick={() => setAsking("delete")}>
            Delete
          </Button>
        </span>
      </div>
      {isPaused && (
        <p className="text-slate-600">
          Nothing is sent while paused. Events raised meanwhile are kept (up to {WEBHOOK_DELIVERY_RETENTION_DAYS} days)
          and sent, oldest first, when you resume.
        </p>
      )}
      <span className="text-slate-600">
        Signing secret <code>{item.secretStart}…</code>
        {item.previousSecretExpiresAt &&
          ` · the previous secret also signs until ${new Date(item.previousSecretExpiresAt).toLocaleString()}`}
      </span>
      {shownSecret && <ShownSecret secret={shownSecret} what="new signing secret" />}
      {setPaused.error && <span className="text-red-700">{setPaused.error.message}</span>}
      {isOpen && <WebhookDeliveries endpointId={item.id} isPaused={isPaused} />}

      <EditEndpointDialog item={item} isOpen={asking === "edit"} onClose={close} />
      <ConfirmDialog
        isOpen={asking === "delete"}
        title="Delete this webhook endpoint?"
        description={`${item.url} will hear of no more events, and its deliveries waiting to be sent are dropped. This cannot be undone.`}
        confirmLabel="Delete endpoint"
        isBusy={remove.isPending}
        error={remove.error?.message}
        onCancel={close}
        onConfirm={() => remove.mutate(item.id, { onSuccess: close })}
      />
      <ConfirmDialog
        isOpen={asking === "rotate"}
        title="Rotate the signing secret?"
        description={`A new secret is made and shown once. For ${WEBHOOK_SECRET_GRACE_HOURS} hours every delivery is signed with both the new and the current secret, so update your receiver within that time.`}
        confirmLabel="Rotate secret"
        isBusy={rotate.isPending}
        error={rotate.error?.message}
        onCancel={close}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: (rotated) => {
              setShownSecret(rotated.secret);
              close();
            },
          })
        }
      />
    </li>
  );
}
