import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { ads } from "./campaigns.js";
import { websites } from "./inventory.js";

/**
 * Reach (decision 0059): counted views and clicks of one ad on one website and UTC day, by
 * one value of one dimension: `country` (ISO code or "unknown"), `device` (desktop, phone,
 * tablet, other) or `page` (the publisher's path, capped per website and day, the rest
 * "other"). Aggregates only: no address, no User-Agent, no row per person. Written by the
 * counter's flush with `daily_stats`; days older than STATS_DAILY_DAYS roll up into
 * `monthly_reach` (decision 0028).
 */
const reachColumns = () => ({
  adId: text("ad_id")
    .notNull()
    .references(() => ads.id, { onDelete: "cascade" }),
  websiteId: text("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  dimension: text("dimension").notNull(),
  value: text("value").notNull(),
  views: integer("views").notNull().default(0),
  clicks: integer("clicks").notNull().default(0),
});

export const dailyReach = pgTable("daily_reach", { ...reachColumns(), day: date("day").notNull() }, (table) => [
  primaryKey({ columns: [table.adId, table.websiteId, table.day, table.dimension, table.value] }),
  // A website's breakdown (and the page cap's count) by day.
  index("daily_reach_website_day_idx").on(table.websiteId, table.dimension, table.day),
  // An ad's breakdown by day.
  index("daily_reach_ad_day_idx").on(table.adId, table.dimension, table.day),
  // The roll-up finds old days without reading the table (as daily_stats_day_brin_idx).
  index("daily_reach_day_brin_idx").using("brin", table.day),
]);

/** Reach of rolled-up months: one row per (ad, website, month, dimension, value). */
export const monthlyReach = pgTable(
  "monthly_reach",
  {
    ...reachColumns(),
    /** The month's first day. */
    month: date("month").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.adId, table.websiteId, table.month, table.dimension, table.value] }),
    index("monthly_reach_website_month_idx").on(table.websiteId, table.dimension, table.month),
    index("monthly_reach_ad_month_idx").on(table.adId, table.dimension, table.month),
  ],
);

export const reachTables = { dailyReach, monthlyReach };
