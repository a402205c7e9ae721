import { randomUUID } from "node:crypto";
import type { ContentReason, AdReportStatus } from "@placard/shared/trust";
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { ads } from "./campaigns.js";
import { spaces } from "./inventory.js";
import { createdAt } from "./columns.js";

// The lists of packages/shared/src/trust.ts, written out (drizzle-kit reads schema files on their own).
const REASONS = ["hate_speech", "offensive", "misleading", "inaccurate", "other"] as const satisfies ContentReason[];
const STATUSES = ["open", "dismissed", "taken_down"] as const satisfies AdReportStatus[];

/** A reader's "Report this ad" from a served ad: no account, queued for the operator (/admin/reports). */
export const adReports = pgTable(
  "ad_reports",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    adId: text("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    /** The space the ad was served in, when the link named one that still exists. */
    spaceId: text("space_id").references(() => spaces.id, { onDelete: "set null" }),
    reason: text("reason", { enum: REASONS }).notNull(),
    message: text("message"),
    status: text("status", { enum: STATUSES }).notNull().default("open"),
    resolvedBy: text("resolved_by"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("ad_reports_status_created_idx").on(table.status, table.createdAt, table.id),
    index("ad_reports_ad_idx").on(table.adId),
  ],
);

export const trustTables = { adReports };
