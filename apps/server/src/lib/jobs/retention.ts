import { type SQL, sql } from "drizzle-orm";
import { type Db, selectRows } from "../../db/client.js";

/**
 * Retention of finished jobs (decision 0054): completed jobs are kept 30 days, failed ones
 * (the operator's evidence) 90. A job's dedupe key only stops a second enqueue while the row
 * exists, and no job is enqueued again with an old key: each key names the row, payment,
 * hold, booking end or day its job acts on, and is enqueued in the transaction that creates
 * or changes that thing, under that thing's own state (decision 0054 lists them); the
 * longest window, a daily job's key, is one day.
 */
export const JOB_RETENTION_DAYS = { completed: 30, failed: 90 } as const;
export const JOBS_PRUNE_JOB = "jobs.prune";

/** Rows deleted per statement: a first prune of years of rows never holds one long lock. */
export const PRUNE_BATCH = 1_000;

const DAY_MS = 86_400_000;
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Runs `remove(limit)` (a `delete … where id = any(array(select id … order by <indexed time> limit
 * <limit>))`: the ids are looked up by primary key, never by a scan) until it deletes fewer than `batch` rows; answers how many it deleted.
 */
export async function deleteInBatches(db: Db, remove: (limit: number) => SQL, batch = PRUNE_BATCH): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`with gone as (${remove(batch)} returning 1) select count(*)::int as n from gone`,
    );
    const count = row?.n ?? 0;
    deleted += count;
    if (count < batch) return deleted;
  }
}

/** The statements that delete finished jobs older than their retention, oldest first. */
export const pruneJobStatements = (now: Date) => ({
  completed: (limit: number) =>
    sql`delete from jobs where id = any(array(
      select id from jobs where completed_at < ${daysBefore(now, JOB_RETENTION_DAYS.completed)}
      order by completed_at limit ${limit}))`,
  failed: (limit: number) =>
    sql`delete from jobs where id = any(array(
      select id from jobs where failed_at < ${daysBefore(now, JOB_RETENTION_DAYS.failed)}
      order by failed_at limit ${limit}))`,
});

/** Deletes the finished jobs past their retention at `now`; how many of each. */
export async function pruneJobs(db: Db, now: Date, batch = PRUNE_BATCH) {
  const statements = pruneJobStatements(now);
  return {
    completed: await deleteInBatches(db, statements.completed, batch),
    failed: await deleteInBatches(db, statements.failed, batch),
  };
}
