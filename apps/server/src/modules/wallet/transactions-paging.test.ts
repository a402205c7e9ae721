import { PAGE_LIMIT_MAX } from "@placard/shared/pagination";
import type { Transaction } from "@placard/shared/wallet";
import { beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../db/schema/money.js";
import { rebuildLedgerAggregates } from "../ledger/aggregates.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, signUpUser } from "../../test/factories.js";

const t = useTestApp();
let owner: TestUser;
let other: TestUser;

const MOVEMENTS = 260;
/** Many movements share one timestamp, so only the id keeps the order stable. */
const TIED_AT = new Date("2026-03-10T12:00:00.123456Z");

/** `count` balanced movements for `userId`: +amount to them, -amount to an internal line. */
function movements(userId: string, count: number, at: (index: number) => Date, prefix: string) {
  return Array.from({ length: count }, (_, index) => {
    const key = `${prefix}:${index}`;
    const kind = index % 4 === 0 ? "withdrawal" : "earning";
    const amountCents = kind === "withdrawal" ? -(index + 1) : index + 1;
    const createdAt = at(index);
    return [
      {
        transactionKey: key,
        idempotencyKey: `${key}:user`,
        account: "owner_available" as const,
        userId,
        kind,
        amountCents,
        description: `Movement ${index}`,
        createdAt,
      },
      {
        transactionKey: key,
        idempotencyKey: `${key}:internal`,
        account: "platform_fees" as const,
        userId: null,
        kind: "internal",
        amountCents: -amountCents,
        description: `Movement ${index}`,
        createdAt,
      },
    ];
  }).flat();
}

beforeAll(async () => {
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
  const day = (index: number) => new Date(Date.UTC(2026, 0, 1 + (index % 60), 8, 0, 0));
  // Half the owner's movements on distinct days, half at one instant; the other user's in between.
  await t.app.database.db.insert(ledgerEntries).values(movements(owner.id, MOVEMENTS / 2, day, "spread"));
  await t.app.database.db.insert(ledgerEntries).values(movements(owner.id, MOVEMENTS / 2, () => TIED_AT, "tied"));
  await t.app.database.db.insert(ledgerEntries).values(movements(other.id, 50, () => TIED_AT, "other"));
  // Written around the ledger's writer: its per-day totals (decision 0041) rebuilt from them.
  await rebuildLedgerAggregates(t.app.database.db);
});

const get = (url: string, user = owner) => t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });

async function walk(query: string, limit?: number) {
  const seen: Transaction[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    if (limit) params.set("limit", String(limit));
    if (cursor) params.set("cursor", cursor);
    const response = await get(`/api/wallet/transactions?${params}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { items: Transaction[]; nextCursor: string | null };
    seen.push(...page.items);
    sizes.push(page.items.length);
    cursor = page.nextCursor;
  } while (cursor);
  return { seen, sizes };
}

describe("GET /api/wallet/transactions pages by cursor", () => {
  it("answers 50 by default and walks every movement once, newest first, ties broken by id", async () => {
    const { seen, sizes } = await walk("");
    expect(sizes).toEqual([50, 50, 50, 50, 50, 10]);
    expect(new Set(seen.map((item) => item.id)).size).toBe(MOVEMENTS);
    const order = seen.map((item) => [Date.parse(item.date), Number(item.id)] as const);
    for (let index = 1; index < order.length; index++) {
      const [previous, current] = [order[index - 1], order[index]];
      if (!previous || !current) throw new Error("missing row");
      expect(previous[0] > current[0] || (previous[0] === current[0] && previous[1] > current[1])).toBe(true);
    }
    expect(seen.every((item) => item.description.startsWith("Movement"))).toBe(true);
  });

  it("keeps the type and date filters on every page, and the totals agree with the rows", async () => {
    const { seen } = await walk("type=withdrawal&from=2026-01-01&to=2026-02-15", 7);
    expect(seen.length).toBeGreaterThan(7);
    expect(seen.every((item) => item.type === "withdrawal" && item.date < "2026-02-16")).toBe(true);
    const totals = (await get("/api/wallet/transactions/totals?type=withdrawal&from=2026-01-01&to=2026-02-15")).json();
    expect(totals).toEqual({
      count: seen.length,
      inCents: 0,
      outCents: -seen.reduce((sum, item) => sum + item.amountCents, 0),
    });
    const all = (await get("/api/wallet/transactions/totals")).json();
    expect(all.count).toBe(MOVEMENTS);
  });

  it("shows nobody else's movements", async () => {
    const { seen } = await walk("", PAGE_LIMIT_MAX);
    expect(seen).toHaveLength(MOVEMENTS);
    const theirs = (await get(`/api/wallet/transactions?limit=${PAGE_LIMIT_MAX}`, other)).json();
    expect(theirs.items).toHaveLength(50);
    expect(theirs.nextCursor).toBeNull();
  });

  it("refuses a page above the maximum and a cursor it did not make", async () => {
    expect((await get(`/api/wallet/transactions?limit=${PAGE_LIMIT_MAX + 1}`)).statusCode).toBe(400);
    expect((await get("/api/wallet/transactions?limit=0")).statusCode).toBe(400);
    const forged = await get("/api/wallet/transactions?cursor=bm90LWEtY3Vyc29y");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe("validation_failed");
  });

  it("refuses a well-formed cursor whose id is not a ledger id, as it refuses a foreign one", async () => {
    const crafted = (id: string) =>
      Buffer.from(JSON.stringify(["2026-03-10T12:00:00.123456Z", id])).toString("base64url");
    for (const id of ["abc", "12a", "99999999999999999999"]) {
      for (const path of ["/api/wallet/transactions", "/api/wallet/earnings/payments"]) {
        const response = await get(`${path}?cursor=${crafted(id)}`);
        expect(response.statusCode, `${path} ${id}`).toBe(400);
        expect(response.json().error).toBe("validation_failed");
      }
    }
    expect((await get(`/api/wallet/transactions?cursor=${crafted("42")}`)).statusCode).toBe(200);
  });

  it("streams the CSV of every filtered movement, past the page size", async () => {
    const csv = await get("/api/wallet/transactions.csv");
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(MOVEMENTS + 1);
    const tied = await get("/api/wallet/transactions.csv?from=2026-03-10&to=2026-03-10");
    expect(tied.body.trimEnd().split("\r\n")).toHaveLength(MOVEMENTS / 2 + 1);
  });
});
