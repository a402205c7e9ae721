import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { selectRows } from "../../db/client.js";
import { emailOutbox } from "../../db/schema/email.js";
import { jobs } from "../../db/schema/jobs.js";
import { EMAIL_PRUNE_JOB } from "../../modules/email/retention.js";
import { STATS_ROLLUP_JOB } from "../../modules/reports/rollup.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { signUpUser } from "../../test/factories.js";
import { enqueueJob } from "./queue.js";
import { daysBefore, JOBS_PRUNE_JOB } from "./retention.js";

/**
 * Daily jobs (the roll-up, the two retention jobs of decision 0054) on two servers sharing
 * one database, as a deployment behind a load balancer runs them: one run a day.
 */
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { database: first.app.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const DAILY = [JOBS_PRUNE_JOB, EMAIL_PRUNE_JOB, STATS_ROLLUP_JOB];

const runsOf = (kind: string) =>
  selectRows<{ key: string; done: boolean }>(
    first.app.database.db,
    sql`select dedupe_key as key, completed_at is not null as done from jobs where kind = ${kind} order by run_at`,
  );

describe("daily jobs on two servers", () => {
  it("are scheduled once a day however many servers start, run once, and schedule the next day's", async () => {
    const db = first.app.database.db;
    // What the retention jobs are for: a job finished 31 days ago, an email sent 91 days ago.
    await enqueueJob(db, "daily-probe", {}, { dedupeKey: "daily-probe-old" });
    await db
      .update(jobs)
      .set({ completedAt: daysBefore(new Date(), 31) })
      .where(eq(jobs.dedupeKey, "daily-probe-old"));
    const someone = await signUpUser(first.app);
    await db.insert(emailOutbox).values({
      key: "daily-probe:old",
      userId: someone.id,
      event: "supportReply",
      data: {},
      sentAt: daysBefore(new Date(), 91),
      createdAt: daysBefore(new Date(), 91),
    });

    await first.app.listen({ port: 0, host: "127.0.0.1" });
    await second.app.listen({ port: 0, host: "127.0.0.1" });
    // listen() does not wait for onListen hooks: wait for both servers' enqueues to land.
    await vi.waitFor(async () => {
      for (const kind of DAILY) expect(await runsOf(kind)).not.toEqual([]);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const today = new Date().toISOString().slice(0, 10);
    for (const kind of DAILY) {
      expect((await runsOf(kind)).map((run) => run.key.endsWith(today))).toEqual([true]);
    }

    const ran = await Promise.all([first.app.jobs.runDue({ kinds: DAILY }), second.app.jobs.runDue({ kinds: DAILY })]);
    expect(ran[0] + ran[1]).toBe(DAILY.length);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const kind of DAILY) {
      const runs = await runsOf(kind);
      expect(runs.map((run) => run.done)).toEqual([true, false]);
      expect(runs[1]?.key.endsWith(tomorrow)).toBe(true);
    }
    expect(await db.select().from(jobs).where(eq(jobs.dedupeKey, "daily-probe-old"))).toEqual([]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.key, "daily-probe:old"))).toEqual([]);
  });
});
