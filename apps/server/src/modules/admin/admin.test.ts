import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { payThroughSandbox } from "../../test/payments.js";
import { type TwoFactorUser, enableTwoFactor, signUpOperator, totpCode } from "../../test/totp.js";

const OPERATOR = "operator@example.test";
const SECOND_OPERATOR = "second-operator@example.test";
const NO_2FA_OPERATOR = "no-2fa-operator@example.test";
const BANNED_OPERATOR = "banned-operator@example.test";

const t = useTestApp({
  ADMIN_EMAILS: [OPERATOR, SECOND_OPERATOR, NO_2FA_OPERATOR, BANNED_OPERATOR].join(", ").toUpperCase(),
  PLATFORM_FEE_PERCENT: "10",
});
let operator: TwoFactorUser;
let ordinary: TestUser;
let operatorWithout2fa: TestUser;
let suspendedOperator: TwoFactorUser;

beforeAll(async () => {
  operator = await signUpOperator(t.app, OPERATOR);
  ordinary = await signUpUser(t.app, { firstName: "Grace", lastName: "Hopper" });
  operatorWithout2fa = await signUpUser(t.app, { email: NO_2FA_OPERATOR });
  // Suspended, yet still holding a session that passed 2FA (as if the suspension raced it).
  suspendedOperator = await signUpOperator(t.app, BANNED_OPERATOR);
  await t.app.database.db.update(user).set({ banned: true }).where(eq(user.id, suspendedOperator.id));
});

const db = () => t.app.database.db;

/** Every table an operator action could change, summed up: equal snapshots mean nothing changed. */
async function snapshot() {
  const tables = [
    "users",
    "sessions",
    "ads",
    "ad_reports",
    "payments",
    "withdrawals",
    "ledger_entries",
    "support_messages",
    "support_replies",
    "audit_log",
  ];
  const parts = await Promise.all(
    tables.map(async (table) => {
      const [row] = await selectRows<{ digest: string }>(
        db(),
        sql.raw(`select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${table} t`),
      );
      return `${table}=${row?.digest}`;
    }),
  );
  return parts.join(" ");
}

/** Every /api/admin route the app declares, from its OpenAPI document (so a new one is covered at once). */
function adminRoutes() {
  const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/admin/"))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
}

describe("the operator rule", () => {
  it("answers 404 to anyone but an operator whose session passed 2FA, on every /api/admin route, and changes nothing", async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const callers: [string, string | undefined][] = [
      ["anonymous", undefined],
      ["ordinary user", ordinary.cookie],
      ["operator without 2FA", operatorWithout2fa.cookie],
      ["suspended operator", suspendedOperator.cookie],
    ];
    const before = await snapshot();
    for (const route of routes) {
      // Real ids and a valid-looking body: a route that forgot the rule would act on them.
      const url = route.path.replace(/\{[^}]+\}/g, ordinary.id);
      for (const [who, cookie] of callers) {
        const response = await t.app.inject({
          method: route.method as "GET",
          url,
          headers: cookie ? { cookie } : {},
          ...(route.method === "GET" ? {} : { payload: { reason: "A reason long enough", note: "n", body: "b" } }),
        });
        expect([404, 401], `${who} ${route.method} ${url}`).toContain(response.statusCode);
        expect(response.json(), `${who} ${route.method} ${url}`).toMatchObject({ error: expect.any(String) });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("lets an operator with 2FA in", async () => {
    const response = await t.app.inject({ url: "/api/admin/overview", headers: { cookie: operator.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().ledger).toMatchObject({ sumCents: 0, unbalanced: [] });
    expect(response.json().days).toHaveLength(30);
  });

  it("keeps the admin plugin's own endpoints closed, even to operators", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/set-role",
      headers: { cookie: operator.cookie },
      payload: { userId: ordinary.id, role: "admin" },
    });
    expect(response.statusCode).toBe(404);
    const [row] = await db().select({ role: user.role }).from(user).where(eq(user.id, ordinary.id));
    expect(row?.role).toBe("user");
  });

  it("makes ADMIN_EMAILS operators at sign-in too, and others not", async () => {
    const later = await signUpUser(t.app, { email: SECOND_OPERATOR.replace("second", "later") });
    expect((await db().select({ role: user.role }).from(user).where(eq(user.id, later.id)))[0]?.role).toBe("user");
    const second = await signUpUser(t.app, { email: SECOND_OPERATOR });
    await db().update(user).set({ role: "user" }).where(eq(user.id, second.id));
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: SECOND_OPERATOR, password: second.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await db().select({ role: user.role }).from(user).where(eq(user.id, second.id)))[0]?.role).toBe("admin");
  });

  it("asks an operator with 2FA for the code at sign-in; only that session opens the console", async () => {
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: OPERATOR, password: operator.password },
    });
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/auth/two-factor/verify-totp",
      headers: { cookie: pending },
      payload: { code: totpCode(operator.totpUri) },
    });
    expect(verified.statusCode).toBe(200);
    const cookie = verified.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    expect((await t.app.inject({ url: "/api/admin/people", headers: { cookie } })).statusCode).toBe(200);
  });

  it("lets an ordinary user turn 2FA on without becoming an operator", async () => {
    const someone = await enableTwoFactor(t.app, await signUpUser(t.app));
    expect((await t.app.inject({ url: "/api/admin/overview", headers: { cookie: someone.cookie } })).statusCode).toBe(
      404,
    );
  });
});

describe("people", () => {
  it("finds accounts by part of the name or email, a page at a time", async () => {
    const search = (q: string, extra = "") =>
      t.app.inject({
        url: `/api/admin/people?q=${encodeURIComponent(q)}${extra}`,
        headers: { cookie: operator.cookie },
      });
    const byName = await search("grace hop");
    expect(byName.statusCode).toBe(200);
    expect(byName.json().items.map((p: { id: string }) => p.id)).toEqual([ordinary.id]);
    expect((await search(ordinary.email.slice(0, 12).toUpperCase())).json().items[0]).toMatchObject({
      id: ordinary.id,
      isSuspended: false,
      role: "user",
    });
    // A % is a character to find, not a wildcard.
    expect((await search("%")).json().items).toEqual([]);
    const first = (await search("", "&limit=2")).json();
    expect(first.items).toHaveLength(2);
    const second = (await search("", `&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items[0].id).not.toBe(first.items[1].id);

    const detail = await t.app.inject({
      url: `/api/admin/people/${ordinary.id}`,
      headers: { cookie: operator.cookie },
    });
    expect(detail.json()).toMatchObject({ person: { id: ordinary.id }, websites: [], ads: [], payments: [] });
  });

  it("refuses a suspension without a reason, or of oneself, and changes nothing", async () => {
    const before = await snapshot();
    const post = (id: string, payload: object) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/people/${id}/suspend`,
        headers: { cookie: operator.cookie },
        payload,
      });
    expect((await post(ordinary.id, { reason: " " })).statusCode).toBe(400);
    expect((await post(operator.id, { reason: "Testing myself" })).statusCode).toBe(409);
    expect((await post("no-such-account", { reason: "Nobody" })).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe("the overview", () => {
  it("adds up the period's payments and fees by day, what waits now, and proves the ledger", async () => {
    const owner = await signUpUser(t.app);
    const advertiser = await signUpUser(t.app);
    const paid = await createRequestOnNewWebsite(t.app, {
      owner,
      advertiserId: advertiser.id,
      spaces: [{ placementKey: "sidebar", priceCents: 2500, capacity: 2 }],
      state: "approved-unpaid",
    });
    expect((await payThroughSandbox(t.app, advertiser, paid.request.id)).result.status).toBe("success");
    await createRequestOnNewWebsite(t.app, {
      owner,
      advertiserId: advertiser.id,
      spaces: [{ placementKey: "bottom", priceCents: 1000, capacity: 1 }],
      state: "pending",
    });
    const today = new Date().toISOString().slice(0, 10);
    const response = await t.app.inject({
      url: `/api/admin/overview?from=${today}&to=${today}`,
      headers: { cookie: operator.cookie },
    });
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.totals).toMatchObject({ grossCents: 2500, feesCents: 250, refundsCents: 0 });
    expect(overview.days).toEqual([expect.objectContaining({ date: today, grossCents: 2500, feesCents: 250 })]);
    expect(overview.current).toMatchObject({ heldCents: 2250, availableCents: 0, adsAwaitingReview: 1 });
    expect(overview.current.oldestReviewSince).toEqual(expect.any(String));
    expect(overview.ledger).toMatchObject({ sumCents: 0, unbalanced: [] });
    expect(overview.ledger.entries).toBeGreaterThan(0);

    const backwards = await t.app.inject({
      url: `/api/admin/overview?from=${today}&to=2020-01-01`,
      headers: { cookie: operator.cookie },
    });
    expect(backwards.statusCode).toBe(400);
  });
});
