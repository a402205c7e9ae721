import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.js";
import { ledgerEntries, withdrawals } from "../../db/schema/money.js";
import { supportReplies } from "../../db/schema/support.js";
import { adReports } from "../../db/schema/trust.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, signUpUser } from "../../test/factories.js";
import { signUpOperator } from "../../test/operators.js";

const t = useTestApp();
let reader: TestUser;
let operator: TestUser;

beforeAll(async () => {
  reader = await signUpUser(t.app);
  operator = await signUpOperator(t.app);
});

const uuid = "00000000-0000-4000-8000-000000000000";
/** Every route of content, reports, the money desk, support and the audit log. */
const ROUTES = [
  { method: "GET", url: "/api/admin/ads" },
  { method: "POST", url: "/api/admin/ads/some-ad/take-down", payload: { reason: "misleading" } },
  { method: "GET", url: "/api/admin/reports" },
  { method: "POST", url: "/api/admin/reports/some-report/dismiss", payload: {} },
  { method: "GET", url: "/api/admin/withdrawals" },
  { method: "POST", url: "/api/admin/withdrawals/some-payout/retry", payload: {} },
  { method: "POST", url: "/api/admin/withdrawals/some-payout/cancel", payload: { reason: "Wrong number" } },
  { method: "GET", url: "/api/admin/payments" },
  { method: "POST", url: "/api/admin/payments/some-payment/refund", payload: { amountCents: 100, reason: "Asked" } },
  { method: "GET", url: "/api/admin/support" },
  { method: "POST", url: `/api/admin/support/${uuid}/reply`, payload: { body: "Hello" } },
  { method: "GET", url: "/api/admin/audit" },
] as const;

const counts = async () => {
  const db = t.app.database.db;
  return Promise.all(
    [auditLog, ledgerEntries, withdrawals, supportReplies, adReports].map(
      async (table) => (await db.select().from(table)).length,
    ),
  );
};

describe("the operator's content, reports, money, support and audit routes", () => {
  it("answer 404 to anonymous visitors and ordinary users, with nothing changed", async () => {
    const before = await counts();
    for (const route of ROUTES) {
      for (const cookie of [undefined, reader.cookie]) {
        const response = await t.app.inject({ ...route, headers: cookie ? { cookie } : {} });
        expect(response.statusCode, `${route.method} ${route.url} ${cookie ? "user" : "anonymous"}`).toBe(404);
        expect(response.json()).toMatchObject({ error: "not_found" });
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("answer an operator (reads 200; writes on records that do not exist 404 with nothing changed)", async () => {
    const before = await counts();
    for (const route of ROUTES) {
      const response = await t.app.inject({ ...route, headers: { cookie: operator.cookie } });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(route.method === "GET" ? 200 : 404);
    }
    expect(await counts()).toEqual(before);
  });

  it("the audit log pages and filters for the operator, and refuses a foreign cursor", async () => {
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?action=ad.take_down&limit=5",
      headers: { cookie: operator.cookie },
    });
    expect(list.json()).toEqual({ items: [], nextCursor: null });
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?cursor=nonsense",
      headers: { cookie: operator.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
