import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, signUpUser } from "../../test/factories.js";

/**
 * Issue #19: "a CSV export of 100,000 rows finishes with the server's RSS growing by less
 * than 50 MB". The export streams keyset pages (transactions.ts), so the server holds one
 * page whatever the size. Measured over real HTTP (inject would buffer the whole body) while
 * the client drops each chunk; RSS is sampled through the download. PostgreSQL only: an
 * embedded PGlite lives in this process and its own memory would be counted too.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROWS = 100_000;
const MB = 1024 * 1024;

let t: TestApp;
let user: TestUser;
let base: string;

describe.skipIf(!onPostgres)("a 100,000-row CSV export (PostgreSQL)", () => {
  t = useTestApp();
  beforeAll(async () => {
    user = await signUpUser(t.app);
    const driver = t.app.database.driver;
    if (driver.kind !== "postgres") throw new Error("expected PostgreSQL");
    await driver.pool.query(
      `insert into ledger_entries (transaction_key, idempotency_key, account, user_id, kind, amount_cents,
                                   description, created_at)
       select 'seed:' || g, 'seed:' || g, 'owner_available', $1, 'release', 1234,
              'Hold period over, seeded movement ' || g, now() - g * interval '1 second'
       from generate_series(1, $2::int) g`,
      [user.id, ROWS],
    );
    await driver.pool.query("analyze ledger_entries");
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);

  /** Downloads the CSV, dropping each chunk; the peak RSS seen while it streamed. */
  async function download(query: string) {
    const response = await fetch(`${base}/api/wallet/transactions.csv${query}`, { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    let peak = process.memoryUsage.rss();
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    let bytes = 0;
    let lines = 0;
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      lines += decoder.decode(value, { stream: true }).split("\r\n").length - 1;
      peak = Math.max(peak, process.memoryUsage.rss());
    }
    clearInterval(sampler);
    return { bytes, lines, peak };
  }

  it("streams every row while the process grows by less than 50 MB", async () => {
    // Warm the code paths (and the connection pool) on a small export first.
    await download("?from=2999-01-01");
    const before = process.memoryUsage.rss();
    const { bytes, lines, peak } = await download("");
    const growthMb = (peak - before) / MB;
    process.stdout.write(
      `CSV export: ${lines - 1} rows, ${(bytes / MB).toFixed(1)} MB sent, RSS ${(before / MB).toFixed(0)} MB → peak ${(peak / MB).toFixed(0)} MB (+${growthMb.toFixed(1)} MB)\n`,
    );
    expect(lines).toBe(ROWS + 1);
    expect(growthMb).toBeLessThan(50);
  }, 300_000);
});
