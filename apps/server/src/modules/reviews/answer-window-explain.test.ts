import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import { signUpUser } from "../../test/factories.js";
import { expiriesStatement } from "../admin/overview.js";
import { REMINDER_HOURS } from "./answer-window.js";
import { claimWaitingStatement } from "./queries.js";

/**
 * The answer window's sweep (decision 0058) on 50,000 requests, 1 in 10 still waiting (spread
 * over 30 days) and 1 in 50 expired: each claim reads the waiting requests by a partial index
 * on `pending_since`, never the table, and so do the overview's expiries and oldest wait.
 * PostgreSQL only (PGlite's plans say nothing about production).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROWS = 50_000;

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
    const scans = nodes(result.Plan).filter((node) => node["Relation Name"] ?? node["Index Name"]);
    return {
      scans: scans.map((node) =>
        `${node["Node Type"]} ${node["Relation Name"] ?? ""} ${node["Index Name"] ?? ""}`.replace(/ +/g, " ").trim(),
      ),
      ms: result["Execution Time"],
    };
  } finally {
    await client.query("rollback");
  }
}

describe.skipIf(!onPostgres)("the answer window's sweep on a large database (PostgreSQL)", () => {
  t = useTestApp();
  beforeAll(async () => {
    const advertiser = await signUpUser(t.app);
    const owner = await signUpUser(t.app);
    const driver = t.app.database.driver;
    if (driver.kind !== "postgres") throw new Error("expected PostgreSQL");
    client = await driver.pool.connect();
    await client.query(
      `insert into websites (id, owner_id, name, url, verification_token)
       select 'w' || n, $1, 'Site ' || n, 'https://s' || n || '.example', md5(n::text)
       from generate_series(1, 100) n`,
      [owner.id],
    );
    await client.query(
      `insert into ads (id, advertiser_id, status, business_name, submitted_at)
       select 'a' || n, $1, 'submitted', 'Ad ' || n, now() - (n % 60) * interval '1 day' from generate_series(1, ${ROWS}) n`,
      [advertiser.id],
    );
    // 1 in 10 waiting (since 0-30 days, reminded once past 48 h), 1 in 50 expired, the rest answered.
    await client.query(
      `insert into placement_requests (id, ad_id, website_id, review_status, pending_since, reminded_at, expired_at, created_at)
       select 'r' || n, 'a' || n, 'w' || (n % 100 + 1),
         case when n % 10 = 0 then 'pending' when n % 50 = 1 then 'expired' when n % 2 = 0 then 'approved' else 'rejected' end,
         since,
         case when n % 10 = 0 and since < now() - interval '48 hours' and n % 20 = 0 then since + interval '48 hours' end,
         case when n % 50 = 1 then since + interval '7 days' end,
         since
       from (select n, now() - (n % 30) * interval '1 day' - (n % 1440) * interval '1 minute' as since
             from generate_series(1, ${ROWS}) n) s`,
    );
    await client.query("analyze websites");
    await client.query("analyze ads");
    await client.query("analyze placement_requests");
  }, 300_000);

  afterAll(async () => {
    client?.release();
  });

  it("claims reminders and expiries, and counts the overview's, by index", async () => {
    const now = new Date();
    const to = now.toISOString().slice(0, 10);
    const from = new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
    const plans = {
      "claim reminders": await explain(
        claimWaitingStatement({
          since: new Date(now.getTime() - REMINDER_HOURS * 3_600_000),
          unreminded: true,
          limit: 100,
        }),
      ),
      "claim expiries": await explain(
        claimWaitingStatement({ since: new Date(now.getTime() - 7 * 86_400_000), unreminded: false, limit: 100 }),
      ),
      "expiries of the period (overview)": await explain(expiriesStatement(from, to)),
      "oldest waiting (overview)": await explain(
        sql`select min(pr.pending_since) from placement_requests pr where pr.review_status = 'pending'`,
      ),
    };
    for (const [label, plan] of Object.entries(plans)) {
      process.stdout.write(`${label}: ${plan.ms.toFixed(2)} ms, ${plan.scans.join("; ")}\n`);
      expect(
        plan.scans.filter((scan) => scan.startsWith("Seq Scan") && scan.includes("placement_requests")),
        label,
      ).toEqual([]);
    }
    expect(plans["claim reminders"].scans.join()).toContain("placement_requests_unreminded_idx");
    expect(plans["claim expiries"].scans.join()).toContain("placement_requests_pending_since_idx");
    expect(plans["expiries of the period (overview)"].scans.join()).toContain("placement_requests_expired_at_idx");
  });
});
