import type { AddressInfo } from "node:net";
import { io as connect } from "socket.io-client";
import { beforeAll, describe, expect, it } from "vitest";
import { CROSS_ORIGIN_MESSAGE } from "../lib/origins.js";
import { createNotifier } from "../modules/notifications/service.js";
import { TEST_ORIGIN } from "../test/app.js";
import { useTestApp } from "../test/use-test-app.js";
import { signUpUser, type TestUser } from "../test/factories.js";

describe("state-changing requests only from Placard's own pages", () => {
  const t = useTestApp();
  let user: TestUser;

  beforeAll(async () => {
    user = await signUpUser(t.app);
  });

  const unread = async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/notifications", headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { unreadCount: number }).unreadCount;
  };
  const readAll = (headers: Record<string, string | undefined>) =>
    t.app.inject({
      method: "POST",
      url: "/api/notifications/read-all",
      headers: { cookie: user.cookie, "content-type": "text/plain", ...headers },
      payload: "",
    });

  it.each([
    ["another port of the same host", { origin: "http://localhost:4000" }],
    ["a sibling subdomain", { origin: "http://evil.localhost:3000" }],
    ["an opaque origin", { origin: "null" }],
    ["a cross-site fetch without Origin", { origin: undefined, "sec-fetch-site": "cross-site" }],
    ["a same-site fetch without Origin", { origin: undefined, "sec-fetch-site": "same-site" }],
    ["another page's Referer", { origin: undefined, referer: "http://localhost:4000/attack.html" }],
    ["no Origin, Sec-Fetch-Site or Referer", { origin: undefined }],
  ])("refuses a write from %s, and changes nothing", async (_from, headers) => {
    await createNotifier(t.app).notify([{ userId: user.id, type: "adApproved", businessName: "Acme Coffee" }]);
    const before = await unread();
    expect(before).toBeGreaterThan(0);

    const response = await readAll(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "forbidden", message: CROSS_ORIGIN_MESSAGE });
    expect(await unread()).toBe(before);
  });

  it.each([
    ["its Origin", { origin: TEST_ORIGIN }],
    ["the other loopback name without PUBLIC_URL", { origin: "http://127.0.0.1:3000" }],
    ["Sec-Fetch-Site same-origin", { origin: undefined, "sec-fetch-site": "same-origin" }],
    ["its Referer", { origin: undefined, referer: `${TEST_ORIGIN}/notifications?x=1` }],
  ])("accepts a write that shows %s", async (_by, headers) => {
    await createNotifier(t.app).notify([{ userId: user.id, type: "adApproved", businessName: "Acme Coffee" }]);
    const response = await readAll(headers);
    expect(response.statusCode).toBe(200);
    expect(await unread()).toBe(0);
  });

  it("guards Better Auth's endpoints too, and never reads", async () => {
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "http://localhost:4000" },
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.cookies).toEqual([]);
    const read = await t.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: user.cookie, origin: undefined },
    });
    expect(read.statusCode).toBe(200);
  });

  it("lets the named exceptions through to their own checks", async () => {
    const noOrigin = { origin: undefined, "content-type": "application/json" };
    // The provider's webhook: refused by its secret hash, not by origin.
    const webhook = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: noOrigin,
      payload: {},
    });
    expect(webhook.statusCode).toBe(401);
    // The sandbox checkout (the provider's page) and the beacons from publishers' pages.
    const checkout = await t.app.inject({
      method: "POST",
      url: "/sandbox/checkout/no-such-ref",
      headers: { origin: "https://checkout.example.com", "content-type": "application/x-www-form-urlencoded" },
      payload: "action=pay",
    });
    expect(checkout.statusCode).not.toBe(403);
    const beacon = await t.app.inject({
      method: "POST",
      url: "/serve/v1/view",
      headers: { origin: "https://publisher.example.com", "content-type": "text/plain" },
      payload: "not-a-token",
    });
    expect(beacon.statusCode).not.toBe(403);
  });

  it("opens a socket only for Placard's own pages", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const attempt = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(`http://127.0.0.1:${port}`, {
          path: "/socket.io",
          transports: ["polling"],
          extraHeaders: { cookie: user.cookie, origin },
          reconnection: false,
        });
        socket.once("connect", () => (socket.close(), resolve("connected")));
        socket.once("connect_error", (error) => (socket.close(), resolve(error.message)));
      });
    expect(await attempt("http://localhost:4000")).not.toBe("connected");
    expect(await attempt(TEST_ORIGIN)).toBe("connected");
  });
});
