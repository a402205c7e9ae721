import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { enqueueJob } from "./queue.js";

/**
 * A sweep that runs every `everyMinutes` whatever the number of servers (daily.ts's pattern,
 * by slot instead of by day): the dedupe key names the slot (`<kind>:<slot start>`), so every
 * server may enqueue it and the queue holds one; the first is enqueued when a server starts
 * listening, and each run enqueues the next slot's. What one run does must itself be safe to
 * run twice (a lease that ran out): the sweeps claim their rows with `for update skip locked`
 * and change them in the same transaction (decision 0058).
 */
export interface PeriodicJob {
  kind: string;
  everyMinutes: number;
  run(now: Date): Promise<void>;
}

/** The start of the slot `at` falls in (slots are counted from the epoch, so every server agrees). */
export function slotStart(at: Date, everyMinutes: number): Date {
  const length = everyMinutes * 60_000;
  return new Date(Math.floor(at.getTime() / length) * length);
}

/** Enqueues the run of the slot `at` falls in, due at `runAt`; a second enqueue for that slot does nothing. */
export async function schedulePeriodicJob(db: Db, job: Pick<PeriodicJob, "kind" | "everyMinutes">, at: Date) {
  const slot = slotStart(at, job.everyMinutes);
  await enqueueJob(db, job.kind, {}, { runAt: slot, dedupeKey: `${job.kind}:${slot.toISOString()}` });
}

export function registerPeriodicJob(app: FastifyInstance, job: PeriodicJob) {
  const db = app.database.db;
  app.jobs.register(job.kind, async () => {
    const now = new Date();
    await job.run(now);
    await schedulePeriodicJob(
      db,
      job,
      new Date(slotStart(now, job.everyMinutes).getTime() + job.everyMinutes * 60_000),
    );
  });
  // A running Placard keeps one run scheduled: the first when it starts serving.
  app.addHook("onListen", async () => schedulePeriodicJob(db, job, new Date()));
}
