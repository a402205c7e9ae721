import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth.js";
import { createdAt, updatedAt } from "./columns.js";

const id = () => text("id").primaryKey().$defaultFn(randomUUID);

/** An image creative that should have WebP widths and has none yet (the partial index's predicate). */
export const VARIANTS_MISSING = sql.raw(
  "kind = 'image' and mime in ('image/png', 'image/jpeg') and width > 320 " +
    "and variant_widths = '{}'::integer[] and storage_key like 'creatives/%'",
);
/** A stored file (logo, creative); the bytes live in the storage backend under `storageKey`. */
export const mediaObjects = pgTable(
  "media_objects",
  {
    id: id(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["image", "video", "pdf"] }).notNull(),
    mime: text("mime").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    thumbnailKey: text("thumbnail_key"),
    width: integer("width"),
    height: integer("height"),
    /**
     * Image creatives: the widths of the WebP copies made at upload (`<key>.w<width>.webp`,
     * decision 0060) for the embed's srcset; empty when there are none (GIFs, other media,
     * and images uploaded before, until the daily media job makes them, modules/media/backfill.ts).
     */
    variantWidths: integer("variant_widths")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (table) => [
    index("media_objects_owner_idx").on(table.ownerId),
    // Creatives still without their WebP widths (uploaded before decision 0060): only the
    // rows the daily media job has left to do, so finding them never scans the table.
    index("media_objects_variants_missing_idx")
      .on(table.id)
      .where(sql`${VARIANTS_MISSING}`),
  ],
);

export const websites = pgTable(
  "websites",
  {
    id: id(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    logoMediaId: text("logo_media_id").references(() => mediaObjects.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "verified"] })
      .notNull()
      .default("pending"),
    verificationToken: text("verification_token").notNull(),
    /** A hint for the owner, never proof: the embed last asked from this origin (its Origin header). */
    embedSeenOrigin: text("embed_seen_origin"),
    embedSeenAt: timestamp("embed_seen_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique("websites_owner_url_unique").on(table.ownerId, table.url),
    index("websites_owner_created_idx").on(table.ownerId, table.createdAt),
    /** The marketplace's newest-first pages (keyset on created_at, id) over every owner's websites. */
    index("websites_created_idx").on(table.createdAt, table.id),
  ],
);

/** The spec's "ad category": one priced placement on a website. */
export const spaces = pgTable(
  "spaces",
  {
    id: id(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The id the embed script and snippets use; not guessable from the row id. */
    publicId: text("public_id").notNull().unique(),
    placementKey: text("placement_key").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    priceCents: integer("price_cents").notNull(),
    capacity: integer("capacity").notNull(),
    instructions: text("instructions").notNull(),
    tier: text("tier").notNull(),
    visitorMin: bigint("visitor_min", { mode: "number" }).notNull(),
    visitorMax: bigint("visitor_max", { mode: "number" }).notNull(),
    defaultLanguage: text("default_language").notNull(),
    /**
     * A second space for a placement its website already had, made before a website could take
     * each placement once (#15.10): kept running, outside the uniqueness rule. Never set on new rows.
     */
    legacyDuplicate: boolean("legacy_duplicate").notNull().default(false),
    /**
     * Measured views per day × 10 over the last MEASURED_WINDOW_DAYS (traffic.ts's rule), as of
     * the daily refresh (marketplace/cheapest.ts); null with fewer than MEASURED_MIN_DAYS of history.
     */
    measuredViewsTenths: integer("measured_views_tenths"),
    /** The monthly price per 1,000 measured views (pricePerThousandViews), kept by PostgreSQL. */
    pricePerThousandViewsCents: integer("price_per_thousand_views_cents").generatedAlwaysAs(
      sql`case when measured_views_tenths > 0 then round(price_cents * 10000.0 / (measured_views_tenths * 30))::integer end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("spaces_website_idx").on(table.websiteId),
    // The marketplace's cheapest reach first (decision 0050): measured spaces only, by price per 1,000.
    index("spaces_cheapest_reach_idx")
      .on(table.pricePerThousandViewsCents, table.id)
      .where(sql`price_per_thousand_views_cents is not null`),
    // A website takes each placement once (#15.10), whatever requests race to add it.
    uniqueIndex("spaces_website_placement_unique")
      .on(table.websiteId, table.placementKey)
      .where(sql`not ${table.legacyDuplicate}`),
    check("spaces_price_nonnegative", sql`${table.priceCents} >= 0`),
    check("spaces_capacity_nonnegative", sql`${table.capacity} >= 0`),
  ],
);

export const inventoryTables = { mediaObjects, websites, spaces };
