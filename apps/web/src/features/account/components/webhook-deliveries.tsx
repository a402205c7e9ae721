import { type WebhookDeliveryItem } from "@placard/shared/webhooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { useResendWebhookDelivery, useWebhookDeliveries } from "../api/webhooks";
import { useSharedMessage, useTranslation } from "@/lib/i18n";
import { moment, WEBHOOK_EVENT_KEYS } from "./webhook-texts";

const STATUS_LABELS: Record<WebhookDeliveryItem["status"], string> = {
  pending: "account.webhooks.delivery.pending",
  delivered: "account.webhooks.delivery.delivered",
  failed: "account.webhooks.delivery.failed",
  held: "account.webhooks.delivery.held",
};

function DeliveryRow({
  endpointId,
  item,
  isPaused,
}: {
  endpointId: string;
  item: WebhookDeliveryItem;
  isPaused: boolean;
}) {
  const resend = useResendWebhookDelivery(endpointId);
  const { t } = useTranslation();
  // A refusal stored as the server wrote it (English, a shared message): in the reader's language.
  const shared = useSharedMessage();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-1">
      <span className="min-w-0">
        {t(WEBHOOK_EVENT_KEYS[item.event])} · <strong>{t(STATUS_LABELS[item.status])}</strong>
        {item.lastStatusCode !== null ? ` (${item.lastStatusCode})` : ""} ·{" "}
        {t("account.webhooks.delivery.attempts", { count: item.attempts })} · {moment(item.createdAt)}
        {item.lastError && item.status !== "delivered" && (
          <span className="block text-slate-600">{shared(item.lastError)}</span>
        )}
        {resend.error && <span className="block text-red-700">{resend.error.message}</span>}
      </span>
      {!isPaused && (
        <Button variant="secondary" isBusy={resend.isPending} onClick={() => resend.mutate(item.id)}>
          {t("account.webhooks.delivery.send_again")}
        </Button>
      )}
    </li>
  );
}

/** An endpoint's deliveries, newest first, ten at a time. */
export function WebhookDeliveries({ endpointId, isPaused }: { endpointId: string; isPaused: boolean }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useTranslation();
  if (deliveries.error) return <Alert>{deliveries.error.message}</Alert>;
  if (deliveries.isSuccess && items.length === 0)
    return <p className="text-slate-600">{t("account.webhooks.delivery.none")}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label={t("account.webhooks.deliveries")}>
        {items.map((item) => (
          <DeliveryRow key={item.id} endpointId={endpointId} item={item} isPaused={isPaused} />
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
