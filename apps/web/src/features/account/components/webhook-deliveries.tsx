import { WEBHOOK_EVENT_LABELS, type WebhookDeliveryItem } from "@placard/shared/webhooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { useResendWebhookDelivery, useWebhookDeliveries } from "../api/webhooks";

const STATUS_LABELS: Record<WebhookDeliveryItem["status"], string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
  held: "Held while paused",
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
      {!isPaused && (
        <Button variant="secondary" isBusy={resend.isPending} onClick={() => resend.mutate(item.id)}>
          Send again
        </Button>
      )}
    </li>
  );
}

/** An endpoint's deliveries, newest first, ten at a time. */
export function WebhookDeliveries({ endpointId, isPaused }: { endpointId: string; isPaused: boolean }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];
  if (deliveries.error) return <Alert>{deliveries.error.message}</Alert>;
  if (deliveries.isSuccess && items.length === 0) return <p className="text-slate-600">No deliveries yet.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Deliveries">
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
