import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.js";
import { selectRows } from "../../db/client.js";
import { jobs } from "../../db/schema/jobs.js";

export type JobRow = typeof jobs.$inferSelect;

/** What a handler may ask for: run again later (the work is not finished yet). */
export type JobOutcome = void | { retryAt: Date };

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<JobOutcome>;

export interface EnqueueOptions {
  runAt?: Date;
  /** Enqueue at most once per key (a second enqueue with the same key does nothing). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Adds a job; pass the caller's transaction so the job exists exactly when its cause does. */
export async function enqueueJob(
  executor: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
) {
  await executor
    .insert(jobs)
    .values({
      kind,
      payload,
      runAt: options.runAt ?? new Date(),
      dedupeKey: options.dedupeKey,
      maxAttempts: options.maxAttempts ?? 20,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

/** How long a claimed job stays invisible to other workers before it counts as abandoned. */
const LEASE_SECONDS = 120;

/** Exponential backoff from 5 s, at most an hour. */
export const backoff = (attempts: number) => Math.min(5_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

/**
 * Claims the next due job (`for update skip locked`: several workers never take the
 * same one) and leases it.
 */
async function claimJob(db: Db, now: Date, kinds?: string[], skip: string[] = []) {
  const skipFilter = skip.length
    ? sql`and id not in (${sql.join(
        skip.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const kindFilter = kinds
    ? sql`and kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql``;
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`update jobs set attempts = attempts + 1, locked_until = ${new Date(now.getTime() + LEASE_SECONDS * 1000)}
      where id = (
        select id from jobs
        where completed_at is null and failed_at is null and run_at <= ${now}
          and (locked_until is null or locked_until < ${now}) ${kindFilter} ${skipFilter}
        order by run_at, created_at limit 1
        for update skip locked
      )
      returning id`,
  );
  if (!row) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, row.id));
  return job;
}

export interface JobQueueOptions {
  db: Db;
  logger: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  pollMs?: number;
}

/**
 * A Postgres-backed job queue: `start()` polls (and `wake()` nudges it after an
 * enqueue); `runDue()` runs everything due now, for tests and shutdown.
 */
export function createJobQueue({ db, logger, pollMs = 1000 }: JobQueueOptions) {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = true;

  async function runOne(job: JobRow) {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const outcome = await handler(job.payload as Record<string, unknown>, job);
      if (outcome && "retryAt" in outcome) {
        // Not a failure: the work is waiting on someone else (a provider, the clock).
        await db
          .update(jobs)
          .set({ runAt: outcome.retryAt, lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
          .where(eq(jobs.id, job.id));
      } else {
        await db.update(jobs).set({ completedAt: new Date(), lockedUntil: null }).where(eq(jobs.id, job.id));
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isLast = job.attempts >= job.maxAttempts;
      if (isLast) logger.error({ err: error, job: job.id, kind: job.kind }, "job failed for good");
      else logger.warn({ err: error, job: job.id, kind: job.kind }, "job failed; will retry");
      await db
        .update(jobs)
        .set(
          isLast
            ? { failedAt: new Date(), lastError: message, lockedUntil: null }
            : { runAt: new Date(Date.now() + backoff(job.attempts)), lastError: message, lockedUntil: null },
        )
        .where(eq(jobs.id, job.id));
    }
  }

  /**
   * Runs jobs due at `now` until none is left; returns how many ran. Each job runs at
   * most once per pass, so one that asks to run again soon waits for the next pass.
   */
  async function runDue(options: { now?: Date; kinds?: string[] } = {}) {
    const ran: string[] = [];
    for (;;) {
      const job = await claimJob(db, options.now ?? new Date(), options.kinds, ran);
      if (!job) return ran.length;
      await runOne(job);
      ran.push(job.id);
    }
  }

  function schedule(delay: number) {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    if (running || isStopped) return;
    running = runDue()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, "job queue poll failed"))
      .finally(() => {
        running = undefined;
        schedule(pollMs);
      });
  }

  return {
    /** Each domain module registers the kinds of job it owns. */
    register(kind: string, handler: JobHandler) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`);
      handlers.set(kind, handler);
    },
    runDue,
    start() {
      isStopped = false;
      schedule(0);
    },
    /** Look for work now (after an enqueue), instead of at the next poll. */
    wake() {
      if (!running) schedule(0);
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** Pending (not finished, not failed) jobs of a kind; for tests and diagnostics. */
export async function listOpenJobs(executor: Executor, kind: string) {
  return executor
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), isNull(jobs.completedAt), isNull(jobs.failedAt)));
}
