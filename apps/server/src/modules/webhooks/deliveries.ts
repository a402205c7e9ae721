import { text } from "@placard/shared/messages";
import type { WebhookEvent } from "@placard/shared/webhooks";
import type { Db } from "../../db/client.js";
import type { webhookDeliveries } from "../../db/schema/webhooks.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { toPage } from "../../lib/pagination.js";
import { findDelivery, findOwnEndpoint, listDeliveriesOf, lockEndpointDelivery } from "./queries.js";
import { resendDelivery } from "./service.js";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const PAUSED_MESSAGE = text("errors.webhooks.paused");

const deliveryItem = (row: DeliveryRow) => ({
  id: row.id,
  event: row.event as WebhookEvent,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The user's endpoint; another user's is 404. */
async function ownEndpoint(db: Db, userId: string, id: string) {
  const row = await findOwnEndpoint(db, userId, id);
  if (!row) throw notFound("errors.not_found.webhook_endpoint");
  return row;
}

/** One page of the user's endpoint's deliveries, newest first (decision 0038). */
export async function deliveryPage(
  db: Db,
  userId: string,
  endpointId: string,
  page: { cursor?: string; limit: number },
) {
  const endpoint = await ownEndpoint(db, userId, endpointId);
  const rows = await listDeliveriesOf(db, endpoint.id, page.cursor, page.limit);
  return toPage(
    rows,
    page.limit,
    (item) => ({ at: item.cursorAt, id: item.row.id }),
    (item) => deliveryItem(item.row),
  );
}

/** Sends a delivery again with the same webhook-id; a paused endpoint's are held (409). */
export async function resendOwnDelivery(db: Db, userId: string, endpointId: string, deliveryId: string) {
  const endpoint = await ownEndpoint(db, userId, endpointId);
  if (endpoint.pausedAt) throw new AppError("conflict", PAUSED_MESSAGE);
  const row = await db.transaction(async (tx) => {
    const delivery = await lockEndpointDelivery(tx, endpoint.id, deliveryId);
    if (!delivery) throw notFound("errors.not_found.delivery");
    await resendDelivery(tx, delivery.id);
    return findDelivery(tx, delivery.id);
  });
  if (!row) throw notFound("errors.not_found.delivery");
  return deliveryItem(row);
}
