import { randomUUID } from "node:crypto";
import { date, index, integer, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import { user } from "./auth.js";
import { mediaObjects, spaces, websites } from "./inventory.js";
import { createdAt, updatedAt } from "./columns.js";

/** An advertiser's ad: a creative and business details (ARCHITECTURE.md §3). */
export const ads = pgTable(
  "ads",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    advertiserId: text("advertiser_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["draft", "submitted"] })
      .notNull()
      .default("draft"),
    creativeMediaId: text("creative_media_id").references(() => mediaObjects.id, { onDelete: "set null" }),
    businessName: text("business_name").notNull().default(""),
    businessLink: text("business_link").notNull().default(""),
    businessLocation: text("business_location").notNull().default(""),
    description: text("description").notNull().default(""),
    /** While a draft: the websites and spaces chosen so far (the guided flow resumes from them). */
    selectedWebsiteIds: text("selected_website_ids").array().notNull().default([]),
    selectedSpaceIds: text("selected_space_ids").array().notNull().default([]),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("ads_advertiser_idx").on(table.advertiserId, table.createdAt)],
);

/** One per (ad, website): the spaces chosen there, the owner's review, payment and booking. */
export const placementRequests = pgTable(
  "placement_requests",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    adId: text("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    reviewStatus: text("review_status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    rejectionReason: text("rejection_reason"),
    paymentStatus: text("payment_status", { enum: ["unpaid", "paid", "refunded"] })
      .notNull()
      .default("unpaid"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique("placement_requests_ad_website_unique").on(table.adId, table.websiteId)],
);

export const placementRequestSpaces = pgTable(
  "placement_request_spaces",
  {
    requestId: text("request_id")
      .notNull()
      .references(() => placementRequests.id, { onDelete: "cascade" }),
    spaceId: text("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.spaceId] }), index("prs_space_idx").on(table.spaceId)],
);

/** Views and clicks per ad, space and day; written by delivery's batched upserts. */
export const dailyStats = pgTable(
  "daily_stats",
  {
    adId: text("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    spaceId: text("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.adId, table.spaceId, table.day] })],
);

/** Persisted notifications (and pushed live over socket.io), so a reload loses nothing. */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["newPendingAd", "adApproved", "adRejected", "referralQualified"] }).notNull(),
    businessName: text("business_name").notNull(),
    /** Null for notifications that are not about an ad (referrals). */
    adId: text("ad_id").references(() => ads.id, { onDelete: "cascade" }),
    reason: text("reason"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("notifications_user_created_idx").on(table.userId, table.createdAt)],
);

export const campaignTables = { ads, placementRequests, placementRequestSpaces, dailyStats, notifications };
