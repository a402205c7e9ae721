import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";

/**
 * The durable job queue: background work (payment checks, payouts, releases, expiry)
 * survives restarts. A job with a `dedupe_key` is enqueued at most once.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(20),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key").unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index("jobs_due_idx")
      .on(table.runAt)
      .where(sql`completed_at is null and failed_at is null`),
    // The retention job's paths to finished jobs, oldest first (decision 0054).
    index("jobs_completed_idx")
      .on(table.completedAt)
      .where(sql`completed_at is not null`),
    index("jobs_failed_idx")
      .on(table.failedAt)
      .where(sql`failed_at is not null`),
  ],
);
