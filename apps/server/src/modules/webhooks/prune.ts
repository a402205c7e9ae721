import { WEBHOOK_DELIVERY_RETENTION_DAYS } from "@placard/shared/webhooks";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Db, selectRows } from "../../db/client.js";
import { enqueueJob } from "../../lib/jobs/queue.js";

/**
 * Deliveries are kept WEBHOOK_DELIVERY_RETENTION_DAYS (decision 0043): a daily job on the
 * durable queue (one run per day whatever the number of servers, like the stats roll-up)
 * deletes older ones, BATCH rows per statement found through `webhook_deliveries_created_idx`,
 * so no statement holds locks on a large part of the table. A delivery still being tried
 * (pending) is left to finish.
 */
export const PRUNE_WEBHOOKS_JOB = "webhooks.prune";

const BATCH = 1_000;

/** Deletes deliveries created before `cutoff`, a batch at a time; answers how many. */
export async function pruneDeliveries(db: Db, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [result] = await selectRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from webhook_deliveries where id in (
              select id from webhook_deliveries
              where created_at < ${cutoff} and status <> 'pending'
              order by created_at limit ${BATCH}
            ) returning 1
          )
          select count(*)::int as n from gone`,
    );
    const count = result?.n ?? 0;
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

export const retentionCutoff = (now: Date) => new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000);

const tomorrow = (now: Date) => {
  const next = new Date(now);
  next.setUTCDate(next.getUTCDate() + 1);
  next.setUTCHours(4, 0, 0, 0);
  return next;
};

async function schedulePrune(db: Db, at: Date) {
  await enqueueJob(
    db,
    PRUNE_WEBHOOKS_JOB,
    {},
    { runAt: at, dedupeKey: `webhooks-prune:${at.toISOString().slice(0, 10)}` },
  );
}

export function registerDeliveryPruning(app: FastifyInstance) {
  const db = app.database.db;
  app.jobs.register(PRUNE_WEBHOOKS_JOB, async () => {
    const now = new Date();
    const deleted = await pruneDeliveries(db, retentionCutoff(now));
    if (deleted > 0) app.log.info({ deleted }, "Old webhook deliveries deleted");
    await schedulePrune(db, tomorrow(now));
  });
  // A running Placard keeps one prune scheduled: the first when it starts serving.
  app.addHook("onListen", async () => schedulePrune(db, new Date()));
}
