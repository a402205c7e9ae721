import { randomUUID } from "node:crypto";
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.js";

/** One referral code per user, made on first need. */
export const referralCodes = pgTable("referral_codes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
});

/** Who referred whom: at most one referrer per user (unique on the referred user). */
export const referrals = pgTable(
  "referrals",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    referredUserId: text("referred_user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    status: text("status", { enum: ["pending", "qualified"] })
      .notNull()
      .default("pending"),
    qualifiedAt: timestamp("qualified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index("referrals_referrer_idx").on(table.referrerId, table.createdAt)],
);

export const referralTables = { referralCodes, referrals };
