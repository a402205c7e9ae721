import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.js";
import { createdAt, updatedAt } from "./columns.js";

// packages/shared/src/notifications.ts NOTIFICATION_CHANNELS, written out like every schema
// file's enums (drizzle-kit reads these files on their own).
const CHANNELS = ["in_app", "email", "both", "off"] as const;

/**
 * Where each person wants each kind of event (in app, email, both, off); a missing row is
 * the event's default (packages/shared/src/notifications.ts).
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    channel: text("channel", { enum: CHANNELS }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.event] })],
);

/**
 * Every transactional email, written in the transaction of the event it tells of
 * (decision 0023). `key` is unique per (event, recipient): a second enqueue of the same
 * event does nothing, and `sent_at` keeps a job that runs twice from sending twice.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    key: text("key").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** What the template needs besides the recipient (names, amounts, ids). */
    data: jsonb("data").notNull(),
    /** A send in progress holds the row until then; another run waits for it. */
    sendingUntil: timestamp("sending_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Not sent: the recipient turned this email off before it went. */
    skippedAt: timestamp("skipped_at", { withTimezone: true }),
    /** Not sent: the mail server refused it on the send job's last attempt (decision 0054). */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** The mail server's answer to the last attempt, for the operator. */
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (table) => [
    index("email_outbox_user_created_idx").on(table.userId, table.createdAt),
    // The retention job's path to finished rows, oldest first (decision 0054).
    index("email_outbox_finished_idx")
      .on(table.createdAt)
      .where(sql`sent_at is not null or skipped_at is not null or failed_at is not null`),
    // What the operator's overview counts.
    index("email_outbox_failed_idx")
      .on(table.failedAt)
      .where(sql`failed_at is not null`),
  ],
);

export const emailTables = { notificationPreferences, emailOutbox };
