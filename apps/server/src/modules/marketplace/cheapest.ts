import { MEASURED_MIN_DAYS, MEASURED_WINDOW_DAYS } from "@placard/shared/ads";
import type { CheapestSpace } from "@placard/shared/marketplace";
import { decodeRankCursor, encodeRankCursor, type Page } from "@placard/shared/pagination";
import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Db, type Executor, selectRows } from "../../db/client.js";
import { spaces, websites } from "../../db/schema/inventory.js";
import { registerDailyJob } from "../../lib/jobs/daily.js";
import { publicSpaceColumns } from "./queries.js";
import { toPublicSpaces } from "./service.js";

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Each space's measured views per day (× 10), by traffic.ts's rule in one statement: the
 * counted views of the UTC days before today, at most MEASURED_WINDOW_DAYS, over the space's
 * age (from its creation or its first counted day); null under MEASURED_MIN_DAYS. PostgreSQL
 * then keeps `price_per_thousand_views_cents` from it and the price (a generated column), so a
 * price change re-ranks at once. Rows whose figure did not move are not written.
 */
export async function refreshMeasuredViews(executor: Executor, now = new Date()): Promise<number> {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const rows = await selectRows<{ id: string }>(
    executor,
    sql`
    with counted as (
      select space_id, sum(views) as views, min(day) as first_day from daily_stats
      where day >= ${isoDay(today - MEASURED_WINDOW_DAYS * DAY_MS)}::date and day < ${isoDay(today)}::date
      group by space_id
    ), measured as (
      select s.id, case when age.days < ${MEASURED_MIN_DAYS} then null
                   else round(coalesce(c.views, 0) * 10.0 / least(age.days, ${MEASURED_WINDOW_DAYS}))::integer end as tenths
      from spaces s
      left join counted c on c.space_id = s.id
      cross join lateral (
        select ${isoDay(today)}::date - least((s.created_at at time zone 'UTC')::date,
                                                coalesce(c.first_day, (s.created_at at time zone 'UTC')::date)) as days
      ) age
    )
    update spaces set measured_views_tenths = measured.tenths
    from measured
    where spaces.id = measured.id and spaces.measured_views_tenths is distinct from measured.tenths
    returning spaces.id`,
  );
  return rows.length;
}

/** The marketplace's measured spaces, cheapest per 1,000 views first (spaces_cheapest_reach_idx). */
export async function listCheapestSpaces(
  db: Db,
  viewerId: string,
  page: { cursor?: string; limit: number },
): Promise<Page<CheapestSpace>> {
  const after = page.cursor ? decodeRankCursor(page.cursor) : undefined;
  const rank = spaces.pricePerThousandViewsCents;
  const rows = await db
    .select({ ...publicSpaceColumns(), rank, websiteName: websites.name, websiteUrl: websites.url })
    .from(spaces)
    .innerJoin(websites, eq(websites.id, spaces.websiteId))
    .where(
      and(
        isNotNull(rank),
        ne(websites.ownerId, viewerId),
        // A row comparison: the index's own order, read from the cursor's position on.
        after ? sql`(${rank}, ${spaces.id}) > (${after.rank}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(rank), asc(spaces.id))
    .limit(page.limit + 1);
  const pageRows = rows.slice(0, page.limit);
  // Free slots, Free from and the figures as every space list shows them (traffic.ts, live).
  const shown = await toPublicSpaces(db, pageRows);
  const items = pageRows.map((row, index) => ({
    ...(shown[index] as (typeof shown)[number]),
    websiteName: row.websiteName,
    websiteUrl: row.websiteUrl,
  }));
  const last = pageRows.at(-1);
  return {
    items,
    nextCursor: rows.length > page.limit && last ? encodeRankCursor({ rank: last.rank ?? 0, id: last.id }) : null,
  };
}

export const MEASURED_VIEWS_JOB = "marketplace.measured-views";

/**
 * The figures the cheapest list ranks by: once a day on one server, and on every server as it
 * starts (not through the day's deduplicated job, which a demo seed or a restore may have run
 * before its stats were there): one idempotent statement, in the background.
 */
export function registerMeasuredViewsJob(app: FastifyInstance) {
  app.addHook("onListen", async () => {
    refreshMeasuredViews(app.database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, "Refreshing the marketplace's measured views failed; the daily job retries"),
    );
  });
  registerDailyJob(app, {
    kind: MEASURED_VIEWS_JOB,
    hourUtc: 0,
    async run(now) {
      const changed = await refreshMeasuredViews(app.database.db, now);
      app.log.info({ changed }, "Measured views of the marketplace's spaces refreshed");
    },
  });
}
