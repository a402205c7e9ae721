import { text } from "@placard/shared/messages";
import { randomBytes } from "node:crypto";
import {
  type CreateWebhookEndpointInput,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_SECRET_GRACE_HOURS,
  type UpdateWebhookEndpointInput,
  type WebhookEndpointItem,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
} from "@placard/shared/webhooks";
import { and, eq, sql } from "drizzle-orm";
import { type Db, type Executor, selectRows } from "../../db/client.js";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { countEndpointsOf, deleteEndpointRow, insertEndpoint, listEndpointsOf } from "./queries.js";
import { refuseEndpoint } from "./sender.js";
import { WEBHOOK_JOBS } from "./service.js";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

export const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

/** `whsec_` and four characters: enough to tell two secrets apart, nothing to sign with. */
const secretStart = (secret: string) => secret.slice(0, 10);

export const endpointItem = (row: EndpointRow): WebhookEndpointItem => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  secretStart: secretStart(row.secret),
  previousSecretExpiresAt:
    row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
      ? row.previousSecretExpiresAt.toISOString()
      : null,
  pausedAt: row.pausedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The answers that show the secret: adding the endpoint and rotating it, once each. */
export const endpointWithSecret = (row: EndpointRow): WebhookEndpointWithSecret => ({
  ...endpointItem(row),
  secret: row.secret,
});

/** The user's endpoint, locked for the change in hand; another user's is 404. */
export async function lockOwnEndpoint(executor: Executor, userId: string, id: string) {
  const [row] = await executor
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .for("update");
  if (!row) throw notFound("errors.not_found.webhook_endpoint");
  return row;
}

/** A refused address, as a 400 on the `url` field (an array of messages, like every field). */
export async function checkEndpointUrl(url: string, allowPrivate: boolean) {
  const refusal = await refuseEndpoint(url, allowPrivate);
  if (refusal) throw new AppError("validation_failed", refusal, { fields: { url: [refusal] } });
}

/**
 * A new address and/or events. The address is checked like a new endpoint's (before any
 * lock is taken: it resolves a name); deliveries not yet sent go to the new address, and
 * events raised from now on follow the new list.
 */
export async function updateEndpoint(
  db: Db,
  userId: string,
  id: string,
  input: UpdateWebhookEndpointInput,
  allowPrivate: boolean,
): Promise<EndpointRow> {
  if (input.url !== undefined) await checkEndpointUrl(input.url, allowPrivate);
  return db.transaction(async (tx) => {
    await lockOwnEndpoint(tx, userId, id);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (!row) throw notFound("errors.not_found.webhook_endpoint");
    return row;
  });
}

/** Pauses an endpoint: nothing is sent to it, and events raised meanwhile are held (decision 0043). */
export async function pauseEndpoint(db: Db, userId: string, id: string): Promise<EndpointRow> {
  return db.transaction(async (tx) => {
    const endpoint = await lockOwnEndpoint(tx, userId, id);
    if (endpoint.pausedAt) return endpoint;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ pausedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    return row ?? endpoint;
  });
}

/**
 * Resumes an endpoint: what it held (events raised while paused, and deliveries that were
 * waiting for a retry) is sent now, oldest first, each with a fresh day of retries. One
 * statement queues them all; answers how many.
 */
export async function resumeEndpoint(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const endpoint = await lockOwnEndpoint(tx, userId, id);
    if (!endpoint.pausedAt) return { row: endpoint, resumed: 0 };
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ pausedAt: null })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    const now = new Date();
    const [queued] = await selectRows<{ n: number }>(
      tx,
      sql`with released as (
            update ${webhookDeliveries} set status = 'pending', last_error = null
            where endpoint_id = ${id} and status = 'held'
            returning id, created_at
          ), queued as (
            insert into jobs (id, kind, payload, run_at, dedupe_key, max_attempts)
            select gen_random_uuid()::text, ${WEBHOOK_JOBS.deliver},
                   jsonb_build_object('deliveryId', id, 'since', ${now.toISOString()}::text),
                   ${now}::timestamptz + (row_number() over (order by created_at, id)) * interval '1 millisecond',
                   'webhook:' || id || ':' || ${String(now.getTime())}, 20
            from released
            on conflict (dedupe_key) do nothing
            returning 1
          )
          select count(*)::int as n from queued`,
    );
    return { row: row ?? endpoint, resumed: queued?.n ?? 0 };
  });
}

/**
 * A new secret, shown once in the answer; the replaced one keeps signing beside it for
 * WEBHOOK_SECRET_GRACE_HOURS so receivers can switch without losing an event (decision
 * 0043). A second rotation within the grace keeps only the secret it replaces.
 */
export async function rotateSecret(db: Db, userId: string, id: string): Promise<EndpointRow> {
  return db.transaction(async (tx) => {
    const endpoint = await lockOwnEndpoint(tx, userId, id);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secret: newSecret(),
        previousSecret: endpoint.secret,
        previousSecretExpiresAt: new Date(Date.now() + WEBHOOK_SECRET_GRACE_HOURS * 3_600_000),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (!row) throw notFound("errors.not_found.webhook_endpoint");
    return row;
  });
}

/** The user's endpoints, newest first (at most MAX_WEBHOOK_ENDPOINTS exist). */
export const listEndpoints = async (db: Db, userId: string) => (await listEndpointsOf(db, userId)).map(endpointItem);

/** A new endpoint, within the user's MAX_WEBHOOK_ENDPOINTS and at a public address; its secret shown once. */
export async function addEndpoint(db: Db, userId: string, input: CreateWebhookEndpointInput, allowPrivate: boolean) {
  if ((await countEndpointsOf(db, userId)) >= MAX_WEBHOOK_ENDPOINTS) {
    throw new AppError("conflict", text("errors.webhooks.too_many", { max: MAX_WEBHOOK_ENDPOINTS }));
  }
  await checkEndpointUrl(input.url, allowPrivate);
  const row = await insertEndpoint(db, {
    userId,
    url: input.url,
    events: [...new Set(input.events)],
    secret: newSecret(),
  });
  if (!row) throw new AppError("internal", text("errors.webhooks.not_stored"));
  return endpointWithSecret(row);
}

/** Deletes the user's endpoint; its pending deliveries go with it. */
export async function deleteEndpoint(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const endpoint = await lockOwnEndpoint(tx, userId, id);
    await deleteEndpointRow(tx, endpoint.id);
  });
}
