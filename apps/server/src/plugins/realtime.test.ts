import { Socket as NetSocket } from "node:net";
import { NOTIFICATION_EVENT, SUBSCRIBE_EVENT } from "@placard/shared/notifications";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { parseConfig } from "../config/config.js";
import { TEST_ORIGIN, type TestApp, createTestApp } from "../test/app.js";
import { type TestUser, signUpUser } from "../test/factories.js";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether a Redis server answers at REDIS_URL (it does on this machine and in CI). */
async function isRedisUp(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = new NetSocket();
    socket.setTimeout(500);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.connect(Number(port || 6379), hostname);
  });
}

const sockets: Socket[] = [];
function client(url: string, cookie?: string): Socket {
  const socket = connect(url, {
    path: "/socket.io",
    transports: ["websocket"],
    // As the web app's page does: the handshake must come from Placard's own origin.
    extraHeaders: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
/** Resolves with what arrives within `ms`, or null. */
const nextEvent = (socket: Socket, ms: number) =>
  new Promise<unknown>((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once(NOTIFICATION_EVENT, (payload) => (clearTimeout(timer), resolve(payload)));
  });

// Redis runs on this machine and in CI; without it this suite is reported as skipped.
const redisUp = await isRedisUp();

describe.runIf(redisUp)("realtime across app servers sharing Redis", () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let urls: string[];
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL });
    const parsed = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: first.dataDir, REDIS_URL });
    if (!parsed.ok) throw new Error(parsed.message);
    // A second instance on the same database and secret, as behind a load balancer.
    second = await buildApp({
      config: parsed.config,
      database: first.app.database,
      authSecret: "test-secret-test-secret-test-secret-0123",
      logger: false,
    });
    urls = [];
    for (const app of [first.app, second]) urls.push(await app.listen({ port: 0, host: "127.0.0.1" }));
    alice = await signUpUser(first.app);
    bob = await signUpUser(first.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second.close();
    await first.close();
  });

  it("delivers a notification raised on one instance to a client connected to the other", async () => {
    const socket = client(urls[1] ?? "", alice.cookie);
    await connected(socket);
    const arriving = nextEvent(socket, 3000);
    // Give the Redis subscription a moment to be in place before publishing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    first.app.realtime.emitToUser(alice.id, NOTIFICATION_EVENT, {
      type: "adApproved",
      businessName: "Acme",
      adId: "ad-1",
    });
    expect(await arriving).toMatchObject({ type: "adApproved", businessName: "Acme" });
  });

  it("refuses a socket that is not signed in", async () => {
    const socket = client(urls[0] ?? "");
    await expect(connected(socket)).rejects.toThrow("unauthorized");
  });

  it("gives a forged subscribe nothing of the other user's", async () => {
    const mallory = client(urls[0] ?? "", bob.cookie);
    const victim = client(urls[1] ?? "", alice.cookie);
    await Promise.all([connected(mallory), connected(victim)]);
    const ack = await mallory.emitWithAck(SUBSCRIBE_EVENT, alice.id);
    expect(ack).toEqual({ ok: true });
    const stolen = nextEvent(mallory, 1000);
    const delivered = nextEvent(victim, 3000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    second.realtime.emitToUser(alice.id, NOTIFICATION_EVENT, {
      type: "newPendingAd",
      businessName: "Secret",
      adId: "ad-2",
    });
    expect(await delivered).toMatchObject({ businessName: "Secret" });
    expect(await stolen).toBeNull();
  });
});
