import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every operator action: who, when, what, on which record, why (issue #16 item 7).
 * Append-only: the migration that creates it adds a trigger refusing UPDATE, DELETE and
 * TRUNCATE, so not even SQL written by hand in the code can rewrite history. The actor is
 * not a foreign key: the record outlives the account (deleting a user must not fail on,
 * or erase, what they did); `actor_email` keeps it readable afterwards.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    at: timestamp("at", { withTimezone: true }).defaultNow().notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at, table.id),
    index("audit_log_actor_idx").on(table.actorId, table.at, table.id),
    index("audit_log_action_idx").on(table.action, table.at, table.id),
    index("audit_log_target_idx").on(table.targetType, table.targetId, table.at, table.id),
  ],
);

export const auditTables = { auditLog };
