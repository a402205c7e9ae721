import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneOutboxStatement } from "../../modules/email/retention.js";
import type { TestApp } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import { signUpUser } from "../../test/factories.js";
import { PRUNE_BATCH, pruneJobStatements } from "./retention.js";

/**
 * The retention jobs (decision 0054) on a database of 200,000 jobs and 200,000 outbox rows:
 * each batch reads its rows by index, oldest first, never by a sequential scan, and so
 * does the overview's count of emails given up on. PostgreSQL only (PGlite's plans say
 * nothing about production).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROWS = 200_000;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

let t: TestApp;
let client: pg.PoolClient;

/** EXPLAIN ANALYZE of `statement`, rolled back: the plan's scans and its time. */
async function explain(statement: SQL) {
  const query = new PgDialect().sqlToQuery(statement);
  await client.query("begin");
  try {
    const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
      `explain (analyze, format json) ${query.sql}`,
      query.params,
    );
    const [result] = rows[0]?.["QUERY PLAN"] ?? [];
    if (!result) throw new Error("no plan");
    const scans = nodes(result.Plan).filter((node) => node["Relation Name"]);
    return {
      scans: scans.map((node) => `${node["Node Type"]} ${node["Relation Name"]} ${node["Index Name"] ?? ""}`.trim()),
      ms: result["Execution Time"],
    };
  } finally {
    await client.query("rollback");
  }
}

describe.skipIf(!onPostgres)("the retention jobs on a large database (PostgreSQL)", () => {
  t = useTestApp();
  beforeAll(async () => {
    const user = await signUpUser(t.app);
    const driver = t.app.database.driver;
    if (driver.kind !== "postgres") throw new Error("expected PostgreSQL");
    client = await driver.pool.connect();
    // Jobs over 120 days: 4 in 5 completed, 1 in 20 failed, the rest open; emails likewise sent, failed or pending.
    await client.query(
      `insert into jobs (id, kind, payload, run_at, attempts, completed_at, failed_at, dedupe_key, created_at)
       select gen_random_uuid()::text, 'probe', '{}', at, 1,
         case when n % 20 < 16 then at end, case when n % 20 = 16 then at end, 'probe:' || n, at
       from (select n, now() - (n % 120) * interval '1 day' - n * interval '1 second' as at
             from generate_series(1, ${ROWS}) n) s`,
    );
    await client.query(
      `insert into email_outbox (id, key, user_id, event, data, sent_at, failed_at, last_error, created_at)
       select gen_random_uuid()::text, 'probe:' || n, $1, 'supportReply', '{}',
         case when n % 20 < 18 then at end, case when n % 20 = 18 then at end,
         case when n % 20 = 18 then '550 Relaying denied' end, at
       from (select n, now() - (n % 120) * interval '1 day' - n * interval '1 second' as at
             from generate_series(1, ${ROWS}) n) s`,
      [user.id],
    );
    await client.query("analyze jobs");
    await client.query("analyze email_outbox");
  }, 300_000);

  afterAll(async () => {
    client?.release();
  });

  it("deletes each batch of 1,000 by index, oldest first", async () => {
    const now = new Date();
    const plans = {
      "completed jobs": await explain(pruneJobStatements(now).completed(PRUNE_BATCH)),
      "failed jobs": await explain(pruneJobStatements(now).failed(PRUNE_BATCH)),
      "finished emails": await explain(pruneOutboxStatement(now)(PRUNE_BATCH)),
      "emails not sent (overview)": await explain(
        sql`select (select count(*) from email_outbox where failed_at is not null),
          (select last_error from email_outbox where failed_at is not null order by failed_at desc limit 1)`,
      ),
    };
    for (const [label, plan] of Object.entries(plans)) {
      process.stdout.write(`${label}: ${plan.ms.toFixed(1)} ms, ${plan.scans.join("; ")}\n`);
      expect(
        plan.scans.filter((scan) => scan.startsWith("Seq Scan")),
        label,
      ).toEqual([]);
    }
    expect(plans["completed jobs"].scans).toContain("Index Scan jobs jobs_completed_idx");
    expect(plans["failed jobs"].scans).toContain("Index Scan jobs jobs_failed_idx");
    expect(plans["finished emails"].scans).toContain("Index Scan email_outbox email_outbox_finished_idx");
  });
});
