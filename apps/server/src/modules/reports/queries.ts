import { type NotCounted, REFUSAL_REASONS } from "@placard/shared/reports";
import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { dailyRefusals, dailyStats } from "../../db/schema/campaigns.js";
import { spaces, websites } from "../../db/schema/inventory.js";

const views = sql<number>`coalesce(sum(${dailyStats.views}), 0)::int`;
const clicks = sql<number>`coalesce(sum(${dailyStats.clicks}), 0)::int`;

/** An ad's counts per website (through the spaces that showed it). */
export async function adCountsByWebsite(executor: Executor, adId: string) {
  return executor
    .select({ websiteId: websites.id, name: websites.name, views, clicks })
    .from(dailyStats)
    .innerJoin(spaces, eq(spaces.id, dailyStats.spaceId))
    .innerJoin(websites, eq(websites.id, spaces.websiteId))
    .where(eq(dailyStats.adId, adId))
    .groupBy(websites.id, websites.name)
    .orderBy(asc(websites.name));
}

export async function adCountsByDay(executor: Executor, adId: string) {
  return executor
    .select({ day: sql<string>`${dailyStats.day}::text`, views, clicks })
    .from(dailyStats)
    .where(eq(dailyStats.adId, adId))
    .groupBy(dailyStats.day)
    .orderBy(asc(dailyStats.day));
}

/** Every space of a website with its lifetime counts (zero when it never showed an ad). */
export async function websiteCountsBySpace(executor: Executor, websiteId: string) {
  return executor
    .select({ spaceId: spaces.id, name: spaces.name, views, clicks })
    .from(spaces)
    .leftJoin(dailyStats, eq(dailyStats.spaceId, spaces.id))
    .where(eq(spaces.websiteId, websiteId))
    .groupBy(spaces.id, spaces.name, spaces.createdAt)
    .orderBy(asc(spaces.createdAt));
}

const refused = {
  bot: sql<number>`coalesce(sum(${dailyRefusals.bot}), 0)::int`,
  tooFast: sql<number>`coalesce(sum(${dailyRefusals.tooFast}), 0)::int`,
  replay: sql<number>`coalesce(sum(${dailyRefusals.replay}), 0)::int`,
  otherClient: sql<number>`coalesce(sum(${dailyRefusals.otherClient}), 0)::int`,
  overLimit: sql<number>`coalesce(sum(${dailyRefusals.overLimit}), 0)::int`,
};

function withTotal(row: Omit<NotCounted, "total"> | undefined): NotCounted {
  const reasons = row ?? { bot: 0, tooFast: 0, replay: 0, otherClient: 0, overLimit: 0 };
  return { total: REFUSAL_REASONS.reduce((sum, reason) => sum + reasons[reason], 0), ...reasons };
}

/** The views and clicks of an ad that delivery refused, per reason. */
export async function adRefusals(executor: Executor, adId: string) {
  const [row] = await executor.select(refused).from(dailyRefusals).where(eq(dailyRefusals.adId, adId));
  return withTotal(row);
}

/** The views and clicks on a website's spaces that delivery refused, per reason. */
export async function websiteRefusals(executor: Executor, websiteId: string) {
  const [row] = await executor
    .select(refused)
    .from(dailyRefusals)
    .innerJoin(spaces, eq(spaces.id, dailyRefusals.spaceId))
    .where(eq(spaces.websiteId, websiteId));
  return withTotal(row);
}
