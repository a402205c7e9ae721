import type { SupportMessageStatus, SupportTopic } from "@placard/shared/support";
import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.js";
import { createdAt } from "./columns.js";

// The lists of packages/shared/src/support.ts, written out like every schema file's enums
// (drizzle-kit reads these files on their own); `satisfies` keeps the two in step.
const TOPICS = ["general", "advertising", "publishing", "payments", "consultation"] as const satisfies SupportTopic[];
const STATUSES = ["open", "answered", "closed"] as const satisfies SupportMessageStatus[];

/** What people send through the contact form of /support (ARCHITECTURE.md §7), kept for the operator. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    topic: text("topic", { enum: TOPICS }).notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: STATUSES }).notNull().default("open"),
    createdAt: createdAt(),
  },
  (table) => [
    index("support_messages_created_idx").on(table.createdAt, table.id),
    index("support_messages_user_idx").on(table.userId, table.createdAt),
  ],
);

/** The thread under a support message: the operator's answers and the author's follow-ups. */
export const supportReplies = pgTable(
  "support_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => supportMessages.id, { onDelete: "cascade" }),
    authorId: text("author_id").notNull(),
    fromOperator: boolean("from_operator").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("support_replies_message_idx").on(table.messageId, table.createdAt)],
);

export const supportTables = { supportMessages, supportReplies };
