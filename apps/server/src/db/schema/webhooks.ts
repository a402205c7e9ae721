import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { user } from "./auth.js";
import { createdAt, updatedAt } from "./columns.js";

/**
 * A user's HTTPS endpoint that hears of their events, signed per Standard Webhooks
 * (decision 0038). `events` is the list the user picked; `secret` is `whsec_…`. Decision
 * 0043: a paused endpoint (`paused_at`) is sent nothing, its events are held; after a
 * rotation the replaced secret signs too until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("webhook_endpoints_user_idx").on(table.userId)],
);

/**
 * One event for one endpoint, written in the event's transaction; `event_key` is unique
 * per endpoint, so raising the same occurrence twice is one delivery. Its id is the
 * `webhook-id` of every attempt.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => `msg_${randomUUID().replaceAll("-", "")}`),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    eventKey: text("event_key").notNull(),
    payload: jsonb("payload").notNull(),
    /** `held`: raised while its endpoint was paused, sent when it is resumed (decision 0043). */
    status: text("status", { enum: ["pending", "delivered", "failed", "held"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique("webhook_deliveries_endpoint_event_key").on(table.endpointId, table.eventKey),
    index("webhook_deliveries_endpoint_created_idx").on(table.endpointId, table.createdAt, table.id),
    // The pruning job's path: the oldest deliveries, a batch at a time (decision 0043).
    index("webhook_deliveries_created_idx").on(table.createdAt),
    // Resuming an endpoint reads exactly what it held, however many deliveries it has.
    index("webhook_deliveries_held_idx")
      .on(table.endpointId, table.createdAt)
      .where(sql`status = 'held'`),
  ],
);

export const webhookTables = { webhookEndpoints, webhookDeliveries };
