import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, selectRows } from "../../db/client.js";
import { jobs } from "../../db/schema/jobs.js";
import { createTestDatabase } from "../../test/database.js";
import { enqueueJob } from "./queue.js";
import { daysBefore, pruneJobs } from "./retention.js";

/** Decision 0054: finished jobs are deleted after their retention, open ones never. */
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

const now = new Date();

/** A job as the queue leaves it: `state` that many days ago (open: created then, not run yet). */
async function jobFinished(key: string, state: "completed" | "failed" | "open", daysAgo: number) {
  const at = daysBefore(now, daysAgo);
  await enqueueJob(database.db, "retention-probe", {}, { dedupeKey: key, runAt: state === "open" ? now : at });
  await database.db
    .update(jobs)
    .set({
      createdAt: at,
      ...(state === "completed" ? { completedAt: at, attempts: 1 } : {}),
      ...(state === "failed" ? { failedAt: at, attempts: 20, lastError: "provider down" } : {}),
    })
    .where(eq(jobs.dedupeKey, key));
}

const keysLeft = async (keys: string[]) =>
  (await database.db.select({ key: jobs.dedupeKey }).from(jobs).where(inArray(jobs.dedupeKey, keys)))
    .map((row) => row.key)
    .sort();

describe("the jobs retention", () => {
  it("deletes completed jobs after 30 days and failed ones after 90, in batches; open jobs stay", async () => {
    const setups: [string, "completed" | "failed" | "open", number][] = [
      ["completed-45", "completed", 45],
      ["completed-31", "completed", 31],
      ["completed-31b", "completed", 31],
      ["completed-29", "completed", 29],
      ["failed-120", "failed", 120],
      ["failed-91", "failed", 91],
      ["failed-89", "failed", 89],
      ["failed-40", "failed", 40],
      ["open-200", "open", 200],
    ];
    for (const [key, state, days] of setups) await jobFinished(key, state, days);
    // Batches of 2: the 3 old completed jobs take two statements.
    expect(await pruneJobs(database.db, now, 2)).toEqual({ completed: 3, failed: 2 });
    expect(await keysLeft(setups.map(([key]) => key))).toEqual(["completed-29", "failed-40", "failed-89", "open-200"]);
    expect(await pruneJobs(database.db, now, 2)).toEqual({ completed: 0, failed: 0 });
  });

  it("a kept job's dedupe key still stops the same job being enqueued again", async () => {
    await jobFinished("once-29", "completed", 29);
    await pruneJobs(database.db, now);
    await enqueueJob(database.db, "retention-probe", {}, { dedupeKey: "once-29" });
    const [open] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where dedupe_key = 'once-29' and completed_at is null`,
    );
    expect(open?.n).toBe(0);
  });
});
