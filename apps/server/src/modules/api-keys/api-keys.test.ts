import type { ApiKeyItem, CreatedApiKey } from "@placard/shared/api-keys";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apikey } from "../../db/schema/auth.js";
import { websites } from "../../db/schema/inventory.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createWebsite, signUpUser } from "../../test/factories.js";
import { signUpOperator } from "../../test/operators.js";
import { API_KEY_RATE_LIMIT } from "../../lib/api-keys/plugin.js";

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await signUpUser(t.app, { firstName: "Alice" });
  bob = await signUpUser(t.app, { firstName: "Bob" });
});

async function makeKey(owner: TestUser, body: Record<string, unknown>): Promise<CreatedApiKey> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/account/api-keys",
    headers: { cookie: owner.cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A request a program makes: the key, no cookie, no page it comes from. */
function withKey(
  key: string,
  request: { method?: "GET" | "POST" | "PATCH" | "DELETE"; url: string; payload?: object },
) {
  return t.app.inject({
    ...request,
    headers: { authorization: `Bearer ${key}`, origin: undefined },
  });
}

async function listKeys(owner: TestUser): Promise<ApiKeyItem[]> {
  const response = await t.app.inject({ url: "/api/account/api-keys", headers: { cookie: owner.cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: ApiKeyItem[] }).items;
}

describe("API keys", () => {
  it("are shown once, stored hashed, listed with created and last used", async () => {
    const created = await makeKey(alice, { name: "Dashboard", access: "read" });
    expect(created.key).toMatch(/^plc_[A-Za-z0-9]{64}$/);
    expect(created.apiKey).toMatchObject({ name: "Dashboard", access: "read", lastUsedAt: null, expiresAt: null });
    expect(created.key.startsWith(created.apiKey.start)).toBe(true);

    const [row] = await t.app.database.db.select().from(apikey).where(eq(apikey.id, created.apiKey.id));
    expect(row?.key).not.toContain(created.key.slice(4));
    expect(row?.referenceId).toBe(alice.id);
    const listed = await listKeys(alice);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(listed.find((item) => item.id === created.apiKey.id)?.lastUsedAt).toBeNull();

    const me = await withKey(created.key, { url: "/api/me" });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: alice.id });
    const used = (await listKeys(alice)).find((item) => item.id === created.apiKey.id);
    expect(used?.lastUsedAt).not.toBeNull();
    expect(await listKeys(bob)).toEqual([]);
  });

  it("never reach another user's data", async () => {
    const bobsSite = await createWebsite(t.app, bob);
    const alicesSite = await createWebsite(t.app, alice);
    const { key } = await makeKey(alice, { name: "Full", access: "write" });
    expect((await withKey(key, { url: `/api/websites/${alicesSite.id}` })).statusCode).toBe(200);
    const read = await withKey(key, { url: `/api/websites/${bobsSite.id}` });
    expect(read.statusCode).toBe(404);
    const write = await withKey(key, {
      method: "PATCH",
      url: `/api/websites/${bobsSite.id}`,
      payload: { name: "Mine" },
    });
    expect(write.statusCode).toBe(404);
    const [row] = await t.app.database.db.select().from(websites).where(eq(websites.id, bobsSite.id));
    expect(row?.name).toBe(bobsSite.name);
  });

  it("read-only: 403 on a write, and nothing changes", async () => {
    const site = await createWebsite(t.app, alice, { name: "Before" });
    const { key } = await makeKey(alice, { name: "Reader", access: "read" });
    const response = await withKey(key, {
      method: "PATCH",
      url: `/api/websites/${site.id}`,
      payload: { name: "After" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: "forbidden" });
    expect((await withKey(key, { method: "DELETE", url: `/api/account/api-keys/x` })).statusCode).toBe(403);
    const [row] = await t.app.database.db.select().from(websites).where(eq(websites.id, site.id));
    expect(row?.name).toBe("Before");
  });

  it("a read-write key writes from anywhere without a cookie; a cookie still needs our own page", async () => {
    const site = await createWebsite(t.app, alice, { name: "Before" });
    const { key } = await makeKey(alice, { name: "Writer", access: "write" });
    const crossOrigin = await t.app.inject({
      method: "PATCH",
      url: `/api/websites/${site.id}`,
      headers: { authorization: `Bearer ${key}`, origin: "https://integrator.example" },
      payload: { name: "From a script" },
    });
    expect(crossOrigin.statusCode, crossOrigin.body).toBe(200);
    expect(crossOrigin.json()).toMatchObject({ name: "From a script" });

    const withCookie = await t.app.inject({
      method: "PATCH",
      url: `/api/websites/${site.id}`,
      headers: { authorization: `Bearer ${key}`, cookie: alice.cookie, origin: "https://evil.example" },
      payload: { name: "Forged" },
    });
    expect(withCookie.statusCode).toBe(403);
    const cookieOnly = await t.app.inject({
      method: "PATCH",
      url: `/api/websites/${site.id}`,
      headers: { cookie: alice.cookie, origin: "https://evil.example" },
      payload: { name: "Forged" },
    });
    expect(cookieOnly.statusCode).toBe(403);
    const [row] = await t.app.database.db.select().from(websites).where(eq(websites.id, site.id));
    expect(row?.name).toBe("From a script");
  });

  it("cannot manage keys: a leaked key makes no successor", async () => {
    const { key } = await makeKey(alice, { name: "Leaky", access: "write" });
    const response = await withKey(key, {
      method: "POST",
      url: "/api/account/api-keys",
      payload: { name: "x", access: "write" },
    });
    expect(response.statusCode).toBe(403);
    expect((await withKey(key, { url: "/api/account/api-keys" })).statusCode).toBe(403);
  });

  it("cannot move or delete the account, even with the password and someone's cookie beside it", async () => {
    const { key } = await makeKey(alice, { name: "Ops", access: "write" });
    const attempts = [
      {
        method: "POST" as const,
        url: "/api/me/email",
        payload: { newEmail: "thief@example.com", password: alice.password },
      },
      { method: "DELETE" as const, url: "/api/me", payload: { password: alice.password } },
    ];
    for (const attempt of attempts) {
      expect((await withKey(key, attempt)).statusCode).toBe(403);
      // Alice's key with Bob's session and Bob's password: the key decides who it is, and is refused.
      const mixed = await t.app.inject({
        ...attempt,
        payload: { ...attempt.payload, password: bob.password },
        headers: { authorization: `Bearer ${key}`, cookie: bob.cookie },
      });
      expect(mixed.statusCode, mixed.body).toBe(403);
    }
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: alice.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(alice.email);
  });

  it("revoked: 401 at once; only its owner can revoke it", async () => {
    const created = await makeKey(alice, { name: "Soon gone", access: "read" });
    expect((await withKey(created.key, { url: "/api/me" })).statusCode).toBe(200);
    const byBob = await t.app.inject({
      method: "DELETE",
      url: `/api/account/api-keys/${created.apiKey.id}`,
      headers: { cookie: bob.cookie },
    });
    expect(byBob.statusCode).toBe(404);
    const revoke = await t.app.inject({
      method: "DELETE",
      url: `/api/account/api-keys/${created.apiKey.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(revoke.statusCode, revoke.body).toBe(204);
    const after = await withKey(created.key, { url: "/api/me" });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: "unauthorized" });
    expect((await listKeys(alice)).some((item) => item.id === created.apiKey.id)).toBe(false);
  });

  it("expired: 401", async () => {
    const created = await makeKey(alice, { name: "Week", access: "read", expiresInDays: 7 });
    expect(created.apiKey.expiresAt).not.toBeNull();
    expect((await withKey(created.key, { url: "/api/me" })).statusCode).toBe(200);
    await t.app.database.db
      .update(apikey)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apikey.id, created.apiKey.id));
    expect((await withKey(created.key, { url: "/api/me" })).statusCode).toBe(401);
    expect((await withKey("plc_not-a-key", { url: "/api/me" })).statusCode).toBe(401);
  });

  it("bad input is refused with nothing made", async () => {
    const before = (await listKeys(alice)).length;
    for (const payload of [
      { name: "", access: "read" },
      { name: "x", access: "admin" },
      { name: "x", access: "read", expiresInDays: 0 },
      { name: "x", access: "read", expiresInDays: 366 },
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/account/api-keys",
        headers: { cookie: alice.cookie },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await listKeys(alice)).length).toBe(before);
  });

  it("an operator's key carries no operator rights", async () => {
    const operator = await signUpOperator(t.app);
    expect((await t.app.inject({ url: "/api/admin/overview", headers: { cookie: operator.cookie } })).statusCode).toBe(
      200,
    );
    const { key } = await makeKey(operator, { name: "Ops", access: "write" });
    expect((await withKey(key, { url: "/api/admin/overview" })).statusCode).toBe(404);
    const both = await t.app.inject({
      url: "/api/admin/overview",
      headers: { cookie: operator.cookie, authorization: `Bearer ${key}` },
    });
    expect(both.statusCode).toBe(404);
  });

  it(`are rate-limited per key: ${API_KEY_RATE_LIMIT} requests a minute, then 429 for that key alone`, async () => {
    const busy = await makeKey(bob, { name: "Busy", access: "read" });
    const calm = await makeKey(bob, { name: "Calm", access: "read" });
    for (let sent = 0; sent < API_KEY_RATE_LIMIT; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => withKey(busy.key, { url: "/api/me" })));
      expect(batch.every((response) => response.statusCode === 200)).toBe(true);
    }
    const over = await withKey(busy.key, { url: "/api/me" });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: "rate_limited" });
    expect((await withKey(calm.key, { url: "/api/me" })).statusCode).toBe(200);
  });
});
