import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { enqueueJob } from "./queue.js";

/**
 * A job that runs once a day whatever the number of servers (decision 0028's pattern):
 * its dedupe key names the day, so every server may enqueue it and the queue holds one;
 * the first is enqueued when a server starts listening, and each run enqueues the next
 * day's at `hourUtc`.
 */
export interface DailyJob {
  kind: string;
  /** The dedupe key's prefix (`<prefix>:<YYYY-MM-DD>`); the kind when left out. */
  keyPrefix?: string;
  hourUtc: number;
  run(now: Date): Promise<void>;
}

/** The next day's run, at `hourUtc`. */
export function nextDailyRun(now: Date, hourUtc: number): Date {
  const next = new Date(now);
  next.setUTCDate(next.getUTCDate() + 1);
  next.setUTCHours(hourUtc, 0, 0, 0);
  return next;
}

/** Enqueues the job's run of the day `at` falls on, due at `at`; a second enqueue for that day does nothing. */
export async function scheduleDailyJob(db: Db, job: Pick<DailyJob, "kind" | "keyPrefix">, at: Date) {
  const dedupeKey = `${job.keyPrefix ?? job.kind}:${at.toISOString().slice(0, 10)}`;
  await enqueueJob(db, job.kind, {}, { runAt: at, dedupeKey });
}

export function registerDailyJob(app: FastifyInstance, job: DailyJob) {
  const db = app.database.db;
  app.jobs.register(job.kind, async () => {
    const now = new Date();
    await job.run(now);
    await scheduleDailyJob(db, job, nextDailyRun(now, job.hourUtc));
  });
  // A running Placard keeps one run scheduled: the first when it starts serving.
  app.addHook("onListen", async () => scheduleDailyJob(db, job, new Date()));
}
