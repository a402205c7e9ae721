import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { jobs } from "../../db/schema/jobs.js";
import { createTestDatabase } from "../../test/database.js";
import { createJobQueue, enqueueJob } from "./queue.js";

let database: Database;
let drop: () => Promise<void>;
const silent = { error() {}, warn() {} };

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

async function jobByKey(key: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.dedupeKey, key));
  return row;
}

describe("the job queue", () => {
  it("enqueues a deduplicated job once and runs it once", async () => {
    const queue = createJobQueue({ db: database.db, logger: silent });
    const seen: unknown[] = [];
    queue.register("once", async (payload) => void seen.push(payload.n));
    await enqueueJob(database.db, "once", { n: 1 }, { dedupeKey: "once:1" });
    await enqueueJob(database.db, "once", { n: 2 }, { dedupeKey: "once:1" });
    expect(await queue.runDue({ kinds: ["once"] })).toBe(1);
    expect(await queue.runDue({ kinds: ["once"] })).toBe(0);
    expect(seen).toEqual([1]);
    expect((await jobByKey("once:1"))?.completedAt).not.toBeNull();
  });

  it("retries a failing job later with backoff, and gives up after its attempts", async () => {
    const queue = createJobQueue({ db: database.db, logger: silent });
    let calls = 0;
    queue.register("flaky", async () => {
      calls++;
      throw new Error("provider down");
    });
    await enqueueJob(database.db, "flaky", {}, { dedupeKey: "flaky:1", maxAttempts: 2 });
    await queue.runDue({ kinds: ["flaky"] });
    const afterFirst = await jobByKey("flaky:1");
    expect(afterFirst).toMatchObject({ attempts: 1, lastError: "provider down", failedAt: null });
    expect(afterFirst?.runAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet; due an hour later, and the second failure is the last.
    expect(await queue.runDue({ kinds: ["flaky"] })).toBe(0);
    await queue.runDue({ kinds: ["flaky"], now: new Date(Date.now() + 3_600_000) });
    expect(calls).toBe(2);
    expect((await jobByKey("flaky:1"))?.failedAt).not.toBeNull();
  });

  it("lets a handler wait without spending an attempt", async () => {
    const queue = createJobQueue({ db: database.db, logger: silent });
    queue.register("waits", async () => ({ retryAt: new Date(Date.now() + 60_000) }));
    await enqueueJob(database.db, "waits", {}, { dedupeKey: "waits:1", maxAttempts: 1 });
    await queue.runDue({ kinds: ["waits"] });
    await queue.runDue({ kinds: ["waits"], now: new Date(Date.now() + 120_000) });
    expect(await jobByKey("waits:1")).toMatchObject({ attempts: 0, failedAt: null, completedAt: null });
  });

  it("never gives one job to two workers", async () => {
    const queue = createJobQueue({ db: database.db, logger: silent });
    const other = createJobQueue({ db: database.db, logger: silent });
    const runs = new Map<string, number>();
    const handler = async (payload: Record<string, unknown>) => {
      runs.set(String(payload.n), (runs.get(String(payload.n)) ?? 0) + 1);
    };
    queue.register("shared", handler);
    other.register("shared", handler);
    for (let n = 0; n < 20; n++) await enqueueJob(database.db, "shared", { n });
    const [a, b] = await Promise.all([queue.runDue({ kinds: ["shared"] }), other.runDue({ kinds: ["shared"] })]);
    expect((a ?? 0) + (b ?? 0)).toBe(20);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(20);
  });
});
