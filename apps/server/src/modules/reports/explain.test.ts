import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, signUpUser } from "../../test/factories.js";
import { SUBJECT, seedScale } from "../../bench/scale-seed.js";

/**
 * "A request's cost grows with its own work, never with the size of the marketplace":
 * on a PostgreSQL database with 100,000+ rows in every growing table, every list, report
 * and balance query a small account's requests run is EXPLAINed, and none may read a
 * growing table by sequential scan. A new query without an index on its access path
 * fails here. PostgreSQL only: PGlite's planner statistics and sizes say nothing about
 * production plans, and seeding 10^5 rows there takes minutes.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

const GROWING_TABLES = new Set([
  "users",
  "sessions",
  "websites",
  "spaces",
  "ads",
  "placement_requests",
  "placement_request_spaces",
  "payments",
  "ledger_entries",
  "withdrawals",
  "daily_stats",
  "monthly_stats",
  "daily_refusals",
  "monthly_refusals",
  "daily_reach",
  "monthly_reach",
  "notifications",
  "support_messages",
  "referrals",
  "account_balances",
  "ledger_day_totals",
  "owner_business_earnings",
  "owner_earnings_totals",
]);

interface Captured {
  text: string;
  values: unknown[];
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

interface Figures {
  "Actual Rows": number;
}

function seqScans(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" && node["Relation Name"] ? [node["Relation Name"]] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

let t: TestApp;
let subject: TestUser;
const captured: Captured[] = [];
let isCapturing = false;
const originalQuery = pg.Client.prototype.query;

describe.skipIf(!onPostgres)("every list, report and balance query on a busy database (PostgreSQL)", () => {
  t = useTestApp();
  beforeAll(async () => {
    subject = await signUpUser(t.app);
    const driver = t.app.database.driver;
    if (driver.kind !== "postgres") throw new Error("expected PostgreSQL");
    // One connection, foreign-key triggers off while seeding (the seed is consistent by construction).
    const client = await driver.pool.connect();
    try {
      await client.query("set session_replication_role = replica");
      await seedScale(client, {
        subjectId: subject.id,
        rows: 100_000,
        subjectPayments: 60,
      });
    } finally {
      await client.query("reset session_replication_role");
      client.release();
    }

    // Every statement the app sends while the small account's requests run.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args;
      if (isCapturing) {
        if (typeof first === "string") captured.push({ text: first, values: Array.isArray(second) ? second : [] });
        else if (first && typeof first === "object" && "text" in first) {
          const config = first as { text: string; values?: unknown[] };
          captured.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
        }
      }
      return (originalQuery as (...rest: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  }, 300_000);

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
  });

  it("reads no growing table by sequential scan for a small account", async () => {
    const get = async (url: string) => {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie: subject.cookie } });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      return response;
    };
    isCapturing = true;
    try {
      await get("/api/wallet");
      const businesses = (await get("/api/wallet/earnings?limit=1")).json() as { nextCursor: string | null };
      if (businesses.nextCursor) await get(`/api/wallet/earnings?limit=1&cursor=${businesses.nextCursor}`);
      await get("/api/wallet/earnings/totals");
      const earnings = (await get("/api/wallet/earnings/payments")).json();
      const firstPage = (await get("/api/wallet/transactions")).json() as { nextCursor: string | null };
      expect(firstPage.nextCursor).not.toBeNull();
      await get(`/api/wallet/transactions?cursor=${firstPage.nextCursor}`);
      await get("/api/wallet/transactions?type=earning&from=2020-01-01&to=2099-12-31&limit=200");
      await get("/api/wallet/transactions/totals?type=payment&from=2020-01-01");
      await get("/api/wallet/transactions.csv?from=2020-01-01");
      // /wallet's Withdraw (#34.6) and the monthly statement with its opening balance (#34.4).
      await get("/api/wallet/withdrawable");
      await get(`/api/wallet/statements/${new Date().toISOString().slice(0, 7)}/pdf`);
      const paymentId = JSON.stringify(earnings).match(/"id":"(sp-in-\d+)"/)?.[1];
      if (paymentId) await get(`/api/wallet/payments/${paymentId}/eligibility`);
      await get("/api/ads");
      await get("/api/ads?q=business&state=running&limit=1");
      await get("/api/ads/totals?q=business&state=awaitingPayment");
      await get(`/api/ads/${SUBJECT.adId}`);
      await get(`/api/ads/${SUBJECT.adId}/websites?limit=1`);
      await get(`/api/ads/${SUBJECT.adId}/websites?state=rejected`);
      await get(`/api/ads/${SUBJECT.adId}/stats`);
      await get(`/api/ads/${SUBJECT.adId}/stats?from=2020-01-01&to=2099-12-31`);
      await get(`/api/ads/${SUBJECT.adId}/stats.csv?from=2020-01-01`);
      await get(`/api/ads/${SUBJECT.adId}/reach?dimension=country`);
      await get(`/api/ads/${SUBJECT.adId}/reach?dimension=page&from=2020-01-01&to=2099-12-31&limit=1`);
      await get(`/api/ads/${SUBJECT.adId}/reach.csv?dimension=device`);
      await get("/api/websites?q=site&status=verified");
      await get("/api/websites/totals?q=site");
      await get(`/api/websites/${SUBJECT.websiteId}`);
      await get(`/api/websites/${SUBJECT.websiteId}/spaces`);
      await get(`/api/websites/${SUBJECT.websiteId}/stats`);
      await get(`/api/websites/${SUBJECT.websiteId}/stats?from=2020-01-01&to=2099-12-31`);
      await get(`/api/websites/${SUBJECT.websiteId}/stats.csv?to=2099-12-31`);
      await get(`/api/websites/${SUBJECT.websiteId}/reach?dimension=country&from=2020-01-01`);
      await get(`/api/websites/${SUBJECT.websiteId}/reach.csv?dimension=page`);
      await get("/api/reviews/pending");
      await get("/api/notifications");
      await get("/api/support/messages");
      await get("/api/referrals");
      // The marketplace's websites a page at a time (decision 0020), each page's measured views (decision 0033).
      const browse = (await get("/api/marketplace/websites")).json() as { nextCursor: string | null };
      expect(browse.nextCursor).not.toBeNull();
      await get(`/api/marketplace/websites?cursor=${browse.nextCursor}&limit=200`);
      await get("/api/marketplace/websites?q=site");
      await get(`/api/marketplace/websites?ids=${SUBJECT.websiteId},w1,w2`);
      // The marketplace's measured traffic (#17.4, decision 0033): 50 websites' spaces, and one space.
      const fifty = [SUBJECT.websiteId, ...Array.from({ length: 49 }, (_, i) => `w${i + 1}`)].join(",");
      await get(`/api/marketplace/spaces?websiteIds=${fifty}&sort=pricePerThousandViews`);
      await get(`/api/marketplace/spaces/${SUBJECT.spaceIds[0]}`);
      // Receipts and renewals (#17.3, #17.2): the advertiser's receipts, one ad's, the owner's bookings ending soon.
      await get("/api/receipts");
      await get(`/api/receipts?adId=${SUBJECT.adId}`);
      await get("/api/renewals/ending-soon");
    } finally {
      isCapturing = false;
    }

    const reads = captured.filter(({ text }) => /^\s*(select|with)\b/i.test(text));
    expect(reads.length).toBeGreaterThan(20);
    const driver = t.app.database.driver;
    if (driver.kind !== "postgres") throw new Error("expected PostgreSQL");
    const offenders: string[] = [];
    for (const { text, values } of reads) {
      const result = await driver.pool.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(
        `explain (format json) ${text}`,
        values,
      );
      const plan = result.rows[0]?.["QUERY PLAN"][0]?.Plan;
      if (!plan) throw new Error(`no plan for ${text}`);
      if (process.env.EXPLAIN_FIGURES) {
        // `EXPLAIN_FIGURES=1`: each statement's measured time and rows, for docs/benchmarks.md.
        const analysed = await driver.pool.query<{
          "QUERY PLAN": { Plan: PlanNode & Figures; "Execution Time": number }[];
        }>(`explain (analyze, format json) ${text}`, values);
        const top = analysed.rows[0]?.["QUERY PLAN"][0];
        const scans = (node: PlanNode & { "Index Name"?: string }): string[] => [
          ...(node["Relation Name"] || node["Index Name"]
            ? [`${node["Node Type"]} ${node["Index Name"] ?? node["Relation Name"]}`]
            : []),
          ...(node.Plans ?? []).flatMap(scans),
        ];
        process.stdout.write(`  [${top ? scans(top.Plan).join("; ") : ""}]\n`);
        process.stdout.write(
          `${top?.["Execution Time"].toFixed(2)} ms\t${top?.Plan["Actual Rows"]} rows\t${text.replace(/\s+/g, " ").slice(0, 160)}\n`,
        );
      }
      const scanned = seqScans(plan).filter((table) => GROWING_TABLES.has(table));
      const line = `Seq Scan on ${scanned.join(", ")}:\n  ${text}`;
      if (scanned.length > 0 && !offenders.includes(line)) offenders.push(line);
    }
    expect(offenders, offenders.join("\n\n")).toEqual([]);
  }, 120_000);
});
