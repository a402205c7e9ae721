import {
  WEBHOOK_DELIVERY_RETENTION_DAYS,
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
import { useTranslation } from "@/lib/i18n";
import { moment, WEBHOOK_EVENT_KEYS } from "./webhook-texts";

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
  const { t } = useTranslation();
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
              {t("account.webhooks.paused")}
            </span>
          )}
          <span className="block text-slate-600">
            {item.events.map((event) => t(WEBHOOK_EVENT_KEYS[event])).join(", ")}
          </span>
        </span>
        <span className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setOpen(!isOpen)} aria-expanded={isOpen}>
            {t(isOpen ? "account.webhooks.hide_deliveries" : "account.webhooks.deliveries")}
          </Button>
          <Button
            variant="secondary"
            aria-label={t("account.webhooks.edit_named", { url: item.url })}
            onClick={() => setAsking("edit")}
          >
            {t("account.webhooks.edit")}
          </Button>
          <Button
            variant="secondary"
            isBusy={setPaused.isPending}
            aria-label={t(isPaused ? "account.webhooks.resume_named" : "account.webhooks.pause_named", {
              url: item.url,
            })}
            onClick={() => setPaused.mutate(!isPaused)}
          >
            {t(isPaused ? "account.webhooks.resume" : "account.webhooks.pause")}
          </Button>
          <Button
            variant="secondary"
            aria-label={t("account.webhooks.rotate_named", { url: item.url })}
            onClick={() => setAsking("rotate")}
          >
            {t("account.webhooks.rotate")}
          </Button>
          <Button
            variant="secondary"
            aria-label={t("account.webhooks.delete_named", { url: item.url })}
            onClick={() => setAsking("delete")}
          >
            {t("account.webhooks.delete")}
          </Button>
        </span>
      </div>
      {isPaused && (
        <p className="text-slate-600">{t("account.webhooks.paused_text", { days: WEBHOOK_DELIVERY_RETENTION_DAYS })}</p>
      )}
      <span className="text-slate-600">
        {t("account.webhooks.signing_secret")} <code>{item.secretStart}…</code>
        {item.previousSecretExpiresAt &&
          ` · ${t("account.webhooks.previous_secret", { date: moment(item.previousSecretExpiresAt) })}`}
      </span>
      {shownSecret && <ShownSecret secret={shownSecret} isNew />}
      {setPaused.error && <span className="text-red-700">{setPaused.error.message}</span>}
      {isOpen && <WebhookDeliveries endpointId={item.id} isPaused={isPaused} />}

      <EditEndpointDialog item={item} isOpen={asking === "edit"} onClose={close} />
      <ConfirmDialog
        isOpen={asking === "delete"}
        title={t("account.webhooks.delete_title")}
        description={t("account.webhooks.delete_text", { url: item.url })}
        confirmLabel={t("account.webhooks.delete_endpoint")}
        isBusy={remove.isPending}
        error={remove.error?.message}
        onCancel={close}
        onConfirm={() => remove.mutate(item.id, { onSuccess: close })}
      />
      <ConfirmDialog
        isOpen={asking === "rotate"}
        title={t("account.webhooks.rotate_title")}
        description={t("account.webhooks.rotate_text", { hours: WEBHOOK_SECRET_GRACE_HOURS })}
        confirmLabel={t("account.webhooks.rotate")}
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
