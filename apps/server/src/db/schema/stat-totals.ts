import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import { ads } from "./campaigns.js";

/**
 * Each ad's lifetime views and clicks: the sum of its daily_stats and monthly_stats rows,
 * kept equal to them by a trigger on both tables (migration 0033, decision 0047), so a list
 * of ads reads one row per ad instead of summing every day of every space it ran on.
 */
export const adStatTotals = pgTable("ad_stat_totals", {
  adId: text("ad_id")
    .primaryKey()
    .references(() => ads.id, { onDelete: "cascade" }),
  views: bigint("views", { mode: "number" }).notNull().default(0),
  clicks: bigint("clicks", { mode: "number" }).notNull().default(0),
});
