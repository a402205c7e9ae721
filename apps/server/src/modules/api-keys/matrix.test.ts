import type { CreatedApiKey } from "@placard/shared/api-keys";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../db/client.js";
import { notifications } from "../../db/schema/campaigns.js";
import { payments } from "../../db/schema/money.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { payThroughSandbox } from "../../test/payments.js";

/**
 * The keys' authorization matrix (#22 tests): every /api route of the OpenAPI document, run
 * with another user's key on Alice's resources (no 2xx that carries her data, nothing
 * written) and with Alice's own read-only key (every write 403, nothing written). Routes come
 * from the document, so a new route is in the matrix the day it is added.
 */

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let bobsKey: string;
let alicesReadKey: CreatedApiKey;
const ids: Record<string, string> = {};
/** Strings only Alice (and the people she deals with) may see. */
let secrets: string[] = [];

async function makeKey(owner: TestUser, access: "read" | "write"): Promise<CreatedApiKey> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/account/api-keys",
    headers: { cookie: owner.cookie },
    payload: { name: `Matrix ${access}`, access },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  alice = await signUpUser(t.app, { firstName: "Alice" });
  bob = await signUpUser(t.app, { firstName: "Bob" });
  carol = await signUpUser(t.app, { firstName: "Carol" });
  // Alice's website, with Carol's ad waiting for Alice's review on it...
  const review = await createRequestOnNewWebsite(t.app, {
    owner: alice,
    advertiserId: carol.id,
    spaces: [{ placementKey: "sidebar", capacity: 2 }],
    state: "pending",
    businessName: "Carol's Secret Bakery",
  });
  // ...and Alice's own ad on Carol's website, paid.
  const booking = await createRequestOnNewWebsite(t.app, {
    owner: carol,
    advertiserId: alice.id,
    spaces: [{ placementKey: "bottom", priceCents: 2500, capacity: 1 }],
    state: "approved-unpaid",
    businessName: "Alice's Secret Shop",
  });
  const paid = await payThroughSandbox(t.app, alice, booking.request.id);
  expect(paid.result.status).toBe("success");
  const support = await t.app.inject({
    method: "POST",
    url: "/api/support/messages",
    headers: { cookie: alice.cookie },
    payload: { topic: "general", subject: "Alice's private question", message: "Alice's private question, in full." },
  });
  expect(support.statusCode, support.body).toBeLessThan(300);
  alicesReadKey = await makeKey(alice, "read");
  bobsKey = (await makeKey(bob, "write")).key;
  const [payment] = await t.app.database.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.requestId, booking.request.id));
  const paymentId = payment?.id ?? "";
  const [notification] = await t.app.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, alice.id))
    .limit(1);
  Object.assign(ids, {
    websiteId: review.website.id,
    spaceId: review.spaces[0]?.id ?? "",
    adId: booking.request.adId,
    requestId: booking.request.id,
    reviewAdId: review.request.adId,
    reviewRequestId: review.request.id,
    paymentId,
    notificationId: notification?.id ?? "none",
    keyId: alicesReadKey.apiKey.id,
    month: new Date().toISOString().slice(0, 7),
  });
  secrets = [
    alice.email,
    booking.request.adId,
    booking.request.id,
    review.request.id,
    paymentId,
    alicesReadKey.apiKey.id,
    "Alice's Secret Shop",
    "Alice's private question",
  ];
});

interface Route {
  method: string;
  path: string;
  isPublic: boolean;
}

/** Every /api operation in the document the app serves. */
function apiRoutes(): Route[] {
  const document = (
    t.app as unknown as { swagger(): { paths: Record<string, Record<string, { security?: unknown[] }>> } }
  ).swagger();
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/"))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
      })),
    );
}

/** The route's URL on Alice's things: her website, space, ad, request, payment, notification, key. */
function urlOnAlicesThings(path: string): string {
  const reviewing = path.startsWith("/api/reviews/");
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === "adId") return reviewing ? (ids.reviewAdId ?? "") : (ids.adId ?? "");
    if (name === "requestId") return reviewing ? (ids.reviewRequestId ?? "") : (ids.requestId ?? "");
    if (name === "id") return path.startsWith("/api/notifications/") ? (ids.notificationId ?? "") : (ids.keyId ?? "");
    return ids[name] ?? "unknown";
  });
}

/** A body naming Alice's things, valid-looking, so a route that forgot the owner check would act. */
function bodyOnAlicesThings() {
  return {
    websiteId: ids.websiteId,
    spaceId: ids.spaceId,
    spaceIds: [ids.spaceId],
    adId: ids.adId,
    requestId: ids.requestId,
    requestIds: [ids.requestId],
    paymentId: ids.paymentId,
    name: "Taken over",
    capacity: 9,
    language: "fr",
    reason: "A reason long enough",
    autoRenew: false,
    subject: "Hello",
    body: "Hello there",
  };
}

const db = () => t.app.database.db;

/** Every table summed up; `api_keys` only without `last_request`, which any use of a key moves. */
async function snapshot(): Promise<string> {
  const tables = await selectRows<{ name: string }>(
    db(),
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = [];
  for (const { name } of tables) {
    const rows = name === "api_keys" ? `(select id, name, permissions, expires_at from api_keys)` : `"${name}"`;
    const [row] = await selectRows<{ digest: string }>(
      db(),
      sql.raw(`select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
        from ${rows} t`),
    );
    parts.push(`${name}=${row?.digest}`);
  }
  return parts.join(" ");
}

function withKey(key: string, route: Route, url: string) {
  return t.app.inject({
    method: route.method as "GET",
    url,
    headers: { authorization: `Bearer ${key}`, origin: undefined },
    ...(route.method === "GET" ? {} : { payload: bodyOnAlicesThings() }),
  });
}

describe("the API key authorization matrix", () => {
  it("gives another user's key none of Alice's data on any /api route, and writes nothing", async () => {
    const routes = apiRoutes().filter((route) => !route.isPublic);
    expect(routes.length).toBeGreaterThan(60);
    expect(
      (await t.app.inject({ url: "/api/me", headers: { authorization: `Bearer ${bobsKey}` } })).json(),
    ).toMatchObject({ id: bob.id });
    // Bob's own referral code is made on his first look at /api/referrals: made now, not in the matrix.
    expect(
      (await t.app.inject({ url: "/api/referrals", headers: { authorization: `Bearer ${bobsKey}` } })).statusCode,
    ).toBe(200);
    const before = await snapshot();
    const leaks: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of routes) {
      const url = urlOnAlicesThings(route.path);
      const response = await withKey(bobsKey, route, url);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      const found = secrets.filter((secret) => response.body.includes(secret));
      if (response.statusCode < 300 && found.length > 0) leaks.push(`${route.method} ${url}: ${found.join(", ")}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toBe(before);
    // Not vacuous: Alice's things exist and her own key reads them.
    const own = await t.app.inject({
      url: `/api/ads/${ids.adId}`,
      headers: { authorization: `Bearer ${alicesReadKey.key}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("Alice's Secret Shop");
    console.warn(`matrix, another user's key: ${routes.length} routes, statuses ${JSON.stringify([...statuses])}`);
  });

  it("answers 403 to every write with a read-only key, and writes nothing", async () => {
    const writes = apiRoutes().filter((route) => route.method !== "GET" && !route.isPublic);
    expect(writes.length).toBeGreaterThan(30);
    const before = await snapshot();
    for (const route of writes) {
      const url = urlOnAlicesThings(route.path);
      const response = await withKey(alicesReadKey.key, route, url);
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
      expect(response.json(), `${route.method} ${url}`).toMatchObject({ error: expect.any(String) });
    }
    expect(await snapshot()).toBe(before);
    // Its reads still work.
    const read = await t.app.inject({
      url: "/api/wallet/transactions",
      headers: { authorization: `Bearer ${alicesReadKey.key}` },
    });
    expect(read.statusCode).toBe(200);
  });
});
