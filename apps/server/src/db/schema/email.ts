import { randomUUID } from "node:crypto";
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
    createdAt: createdAt(),
  },
  (table) => [index("email_outbox_user_created_idx").on(table.userId, table.createdAt)],
);

export const emailTables = { notificationPreferences, emailOutbox };
