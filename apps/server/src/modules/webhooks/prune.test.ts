import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../db/client.js";
import { webhookEndpoints } from "../../db/schema/webhooks.js";
import { listOpenJobs } from "../../lib/jobs/queue.js";
import { useTestApp } from "../../test/use-test-app.js";
import { signUpUser } from "../../test/factories.js";
import { PRUNE_WEBHOOKS_JOB, pruneDeliveries, retentionCutoff } from "./prune.js";

const DAY = 86_400_000;
const t = useTestApp();
let endpointId: string;

beforeAll(async () => {
  const user = await signUpUser(t.app);
  const [endpoint] = await t.app.database.db
    .insert(webhookEndpoints)
    .values({ userId: user.id, url: "https://hooks.example/x", events: ["ad.approved"], secret: "whsec_x" })
    .returning();
  endpointId = endpoint?.id ?? "";
});

/** `count` deliveries of one status, created `daysAgo` days ago, written in one statement. */
async function seed(count: number, status: string, daysAgo: number, tag: string) {
  await t.app.database.db.execute(sql`
    insert into webhook_deliveries (id, endpoint_id, event, event_key, payload, status, created_at)
    select 'msg_' || ${tag} || n, ${endpointId}, 'ad.approved', ${tag} || n, '{}'::jsonb, ${status},
           now() - ${daysAgo} * interval '1 day'
    from generate_series(1, ${count}) as n`);
}

const countByStatus = async () =>
  Object.fromEntries(
    (
      await selectRows<{ status: string; n: number }>(
        t.app.database.db,
        sql`select status || ':' || (created_at < now() - interval '30 days') as status, count(*)::int as n
            from webhook_deliveries group by 1 order by 1`,
      )
    ).map((row) => [row.status, row.n]),
  );

describe("pruning webhook deliveries (30 days)", () => {
  it("deletes deliveries older than the retention in batches, keeping recent ones and those still being tried", async () => {
    await seed(2_500, "delivered", 31, "old-d-");
    await seed(20, "failed", 45, "old-f-");
    await seed(5, "held", 40, "old-h-");
    await seed(3, "pending", 40, "old-p-");
    await seed(50, "delivered", 29, "new-d-");
    const deleted = await pruneDeliveries(t.app.database.db, retentionCutoff(new Date()));
    expect(deleted).toBe(2_525);
    expect(await countByStatus()).toEqual({ "delivered:false": 50, "pending:true": 3 });
    expect(await pruneDeliveries(t.app.database.db, retentionCutoff(new Date()))).toBe(0);
  });

  it("runs once a day on the job queue and schedules the next day's", async () => {
    await seed(10, "failed", 60, "job-");
    // Due a second ago: the database's now() has microseconds, the queue's clock milliseconds, so
    // a job due "now" could still be a fraction of a millisecond ahead of the claim's time.
    await t.app.database.db.execute(
      sql`insert into jobs (id, kind, payload, run_at, dedupe_key) values
          (gen_random_uuid()::text, ${PRUNE_WEBHOOKS_JOB}, '{}'::jsonb, now() - interval '1 second', 'webhooks-prune:test')`,
    );
    await t.app.jobs.runDue({ kinds: [PRUNE_WEBHOOKS_JOB] });
    expect((await countByStatus())["failed:true"]).toBeUndefined();
    const next = await listOpenJobs(t.app.database.db, PRUNE_WEBHOOKS_JOB);
    expect(next).toHaveLength(1);
    expect(next[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(next[0]?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 2 * DAY);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "finds each batch by the created_at index, not a sequential scan (PostgreSQL, 20,000+ rows)",
    async () => {
      await seed(20_000, "delivered", 10, "scale-");
      await seed(2_000, "delivered", 40, "scale-old-");
      await t.app.database.db.execute(sql`analyze webhook_deliveries`);
      const cutoff = retentionCutoff(new Date());
      const [plan] = await selectRows<{ "QUERY PLAN": unknown }>(
        t.app.database.db,
        sql`explain (analyze, format json) select id from webhook_deliveries
            where created_at < ${cutoff} and status <> 'pending' order by created_at limit 1000`,
      );
      const text = JSON.stringify(plan?.["QUERY PLAN"]);
      const top = (plan?.["QUERY PLAN"] as { Plan: { "Actual Total Time": number } }[] | undefined)?.[0]?.Plan;
      process.stdout.write(
        `  prune batch: ${top?.["Actual Total Time"]} ms, ${text.match(/"Node Type":"[^"]+"/g)?.join(" > ")}\n`,
      );
      expect(text).toContain("webhook_deliveries_created_idx");
      expect(text).not.toContain("Seq Scan");
      // Resuming reads exactly the endpoint's held deliveries, by the partial index.
      await seed(5, "held", 1, "scale-held-");
      await t.app.database.db.execute(sql`analyze webhook_deliveries`);
      const [held] = await selectRows<{ "QUERY PLAN": unknown }>(
        t.app.database.db,
        sql`explain (analyze, format json) select id from webhook_deliveries
            where endpoint_id = ${endpointId} and status = 'held'`,
      );
      const heldPlan = JSON.stringify(held?.["QUERY PLAN"]);
      expect(heldPlan).toContain("webhook_deliveries_held_idx");
      const heldTop = (held?.["QUERY PLAN"] as { Plan: { "Actual Total Time": number } }[] | undefined)?.[0]?.Plan;
      process.stdout.write(`  held deliveries of an endpoint with 22,000: ${heldTop?.["Actual Total Time"]} ms\n`);
      const started = performance.now();
      expect(await pruneDeliveries(t.app.database.db, cutoff)).toBe(2_000);
      process.stdout.write(`  pruned 2,000 of 22,000 rows in ${(performance.now() - started).toFixed(1)} ms\n`);
    },
  );
});
