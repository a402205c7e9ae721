import { MAX_WEBHOOK_ENDPOINTS } from "@placard/shared/webhooks";
import { and, count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

/** The webhooks module's SQL that its routes once ran themselves (issue #31). */

export const listEndpointsOf = (executor: Executor, userId: string) =>
  executor
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(MAX_WEBHOOK_ENDPOINTS);

export async function countEndpointsOf(executor: Executor, userId: string) {
  const [held] = await executor
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return held?.n ?? 0;
}

export async function insertEndpoint(executor: Executor, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await executor.insert(webhookEndpoints).values(values).returning();
  return row;
}

export async function deleteEndpointRow(executor: Executor, id: string) {
  await executor.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

export async function findOwnEndpoint(executor: Executor, userId: string, id: string) {
  const [row] = await executor
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  return row;
}

/** One page of an endpoint's deliveries, newest first, and one row more to tell a next page. */
export const listDeliveriesOf = (executor: Executor, endpointId: string, cursor: string | undefined, limit: number) =>
  executor
    .select({ row: webhookDeliveries, cursorAt: cursorTime(webhookDeliveries.createdAt) })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        afterCursor(webhookDeliveries.createdAt, webhookDeliveries.id, cursor),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit + 1);

export async function lockEndpointDelivery(executor: Executor, endpointId: string, id: string) {
  const [row] = await executor
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)))
    .for("update");
  return row;
}

export async function findDelivery(executor: Executor, id: string) {
  const [row] = await executor.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}
