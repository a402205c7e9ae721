import { sql } from "drizzle-orm";
import { date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { ads, placementRequests } from "./campaigns.js";
import { mediaObjects } from "./inventory.js";
import { createdAt } from "./columns.js";

/**
 * An ad's creatives (decision 0061): up to three, numbered 1–3 in the order they were added
 * (a number is never reused: creatives are paused, not deleted). Number 1 is the ad's first
 * creative (`ads.creative_media_id`, backfilled by migration 0040). `views`/`clicks` are the
 * counted totals, kept by the counter's flush, which the "best click-through" rotation reads.
 */
export const adCreatives = pgTable(
  "ad_creatives",
  {
    adId: text("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    mediaId: text("media_id")
      .notNull()
      .references(() => mediaObjects.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["active", "paused"] })
      .notNull()
      .default("active"),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.adId, table.number] })],
);

/**
 * A creative added to an ad after a website approved it: that website's owner reviews it
 * again (decision 0061). No row: the creative was reviewed with the ad itself.
 */
export const adCreativeReviews = pgTable(
  "ad_creative_reviews",
  {
    adId: text("ad_id").notNull(),
    number: integer("number").notNull(),
    requestId: text("request_id")
      .notNull()
      .references(() => placementRequests.id, { onDelete: "cascade" }),
    /** The request's website (it never changes): an owner's pending list reads its own websites only. */
    websiteId: text("website_id").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.adId, table.number, table.requestId] }),
    foreignKey({
      columns: [table.adId, table.number],
      foreignColumns: [adCreatives.adId, adCreatives.number],
    }).onDelete("cascade"),
    index("ad_creative_reviews_request_idx").on(table.requestId),
    // The creatives waiting for one website's owner, newest first (as placement_requests_pending_idx).
    index("ad_creative_reviews_pending_idx")
      .on(table.websiteId, table.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

/** Counted views and clicks of one creative per UTC day (decision 0061), written with `daily_stats`. */
const creativeCountColumns = () => ({
  adId: text("ad_id").notNull(),
  number: integer("number").notNull(),
  views: integer("views").notNull().default(0),
  clicks: integer("clicks").notNull().default(0),
});

export const dailyCreativeStats = pgTable(
  "daily_creative_stats",
  { ...creativeCountColumns(), day: date("day").notNull() },
  (table) => [
    primaryKey({ columns: [table.adId, table.number, table.day] }),
    foreignKey({
      columns: [table.adId, table.number],
      foreignColumns: [adCreatives.adId, adCreatives.number],
    }).onDelete("cascade"),
    // The roll-up finds old days without reading the table (as daily_stats_day_brin_idx).
    index("daily_creative_stats_day_brin_idx").using("brin", table.day),
  ],
);

/** Days older than STATS_DAILY_DAYS, one row per creative and month (decision 0028). */
export const monthlyCreativeStats = pgTable(
  "monthly_creative_stats",
  {
    ...creativeCountColumns(),
    /** The month's first day. */
    month: date("month").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.adId, table.number, table.month] }),
    foreignKey({
      columns: [table.adId, table.number],
      foreignColumns: [adCreatives.adId, adCreatives.number],
    }).onDelete("cascade"),
  ],
);

export const creativeTables = { adCreatives, adCreativeReviews, dailyCreativeStats, monthlyCreativeStats };
