import { NOTIFICATION_EVENT } from "@placard/shared/notifications";
import sharp from "sharp";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA, Client } from "./client.js";
import { type Cluster, startCluster } from "./harness.js";
import { Marketplace } from "./marketplace.js";

/**
 * `npm run test:cluster`: two Placard servers behind HAProxy (round robin) on shared
 * PostgreSQL, Redis and S3-compatible storage, proved through the balancer. Requests pinned
 * to "a" or "b" still pass through HAProxy (a test-only rule picks the server).
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: Cluster;
let owner: Client;
let advertiser: Client;
let market: Marketplace;
let logoUrl = "";
let liveAdId = "";
const spaces: { id: string; publicId: string; placementKey: string }[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  cluster = await startCluster();
  owner = await Client.signUp(cluster.url, "Owner");
  advertiser = await Client.signUp(cluster.url, "Advertiser");
  market = new Marketplace(cluster, owner, advertiser);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await cluster?.stop();
});

describe("two Placard servers behind HAProxy", () => {
  it("balances round robin", async () => {
    const servedBy = [];
    for (let i = 0; i < 6; i += 1) {
      servedBy.push((await fetch(`${cluster.url}/api/health`)).headers.get("x-served-by"));
    }
    expect(new Set(servedBy)).toEqual(new Set(["a", "b"]));
  });

  it("serves a logo and a video uploaded through A from B, byte ranges included", async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0891b2" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("name", "Cluster News");
    form.set("url", "https://cluster-news.example.com");
    form.set("logo", new Blob([new Uint8Array(logo)], { type: "image/png" }), "logo.png");
    const website = await owner.expectJson<{ id: string; logoUrl: string }>("POST", "/api/websites", 201, {
      form,
      server: "a",
    });
    market.websiteId = website.id;
    logoUrl = website.logoUrl;
    const fromB = await owner.request("GET", logoUrl, { server: "b" });
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("x-served-by")).toBe("b");
    expect(Buffer.from(await fromB.arrayBuffer()).equals(logo)).toBe(true);

    const created = await owner.expectJson<{ spaces: typeof spaces }>(
      "POST",
      `/api/websites/${market.websiteId}/spaces`,
      201,
      {
        server: "a",
        json: {
          spaces: [
            { placementKey: "bottom", priceCents: 1000, capacity: 1 },
            { placementKey: "aboveTheFold", priceCents: 1000, capacity: 50 },
          ],
        },
      },
    );
    spaces.push(...created.spaces);

    const draft = await market.prepareAd([], "Range Check", "a");
    const videoUrl = draft.creative?.url ?? "";
    expect(videoUrl).toMatch(/\.mp4$/);
    const whole = Buffer.from(await (await advertiser.request("GET", videoUrl, { server: "a" })).arrayBuffer());
    const part = await advertiser.request("GET", videoUrl, { server: "b", headers: { range: "bytes=100-1099" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-1099/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 1100))).toBe(true);
  });

  it("delivers a notification raised on A to a socket.io client connected to B", async () => {
    const socket = io(cluster.url, {
      path: "/socket.io",
      extraHeaders: { cookie: owner.cookieHeader(), origin: cluster.url, "x-cluster-server": "b" },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("connect_error", reject);
    });
    const received = new Promise<{ type: string }>((resolve) => socket.once(NOTIFICATION_EVENT, resolve));

    const bottom = spaces.find((space) => space.placementKey === "bottom");
    const draft = await market.prepareAd([bottom?.id ?? ""], "Acme Coffee", "a");
    await advertiser.expectJson("POST", `/api/ads/drafts/${draft.id}/submit`, 201, { server: "a" });
    const notification = await Promise.race([
      received,
      sleep(5000).then(() => {
        throw new Error("no notification reached the socket on B within 5 s");
      }),
    ]);
    expect(notification.type).toBe("newPendingAd");

    // Approved and paid on A: B's decisions show the ad within a second.
    const review = await owner.expectJson<{ websites: { requestId: string }[] }>(
      "GET",
      `/api/reviews/ads/${draft.id}`,
      200,
      {
        server: "a",
      },
    );
    const requestId = review.websites[0]?.requestId ?? "";
    const approved = await owner.request("POST", `/api/reviews/requests/${requestId}/approve`, { server: "a" });
    expect(approved.ok).toBe(true);
    expect(await market.decisionOf(bottom?.publicId ?? "", "b")).toEqual([]);
    const paid = await market.pay(requestId, "a");
    expect(paid.status).toBe("success");
    const liveAt = Date.now();
    let ads = await market.decisionOf(bottom?.publicId ?? "", "b");
    while (ads.length === 0 && Date.now() - liveAt < 3000) {
      await sleep(25);
      ads = await market.decisionOf(bottom?.publicId ?? "", "b");
    }
    const lag = Date.now() - liveAt;
    expect(ads).toHaveLength(1);
    expect(lag).toBeLessThan(1000);
    process.stdout.write(`B served the ad approved and paid on A after ${lag} ms\n`);
    liveAdId = draft.id;
  });

  it("counts a view token sent to A and then to B once", async () => {
    const bottom = spaces.find((space) => space.placementKey === "bottom");
    const token = (await market.decisionOf(bottom?.publicId ?? "", "b"))[0]?.token ?? "";
    expect(token).not.toBe("");
    await sleep(1100); // a view counts only after a second of visibility
    for (const server of ["a", "b"] as const) {
      const beacon = await advertiser.request("POST", "/serve/v1/view", { text: token, server });
      expect(beacon.status).toBe(204);
    }
    await sleep(2500); // counts are flushed every second
    const refused = await cluster.db
      .query("select * from daily_refusals where ad_id = $1", [liveAdId])
      .catch(() => null);
    expect(
      await market.viewsOf(liveAdId),
      `a view token replayed to the other server must count once; refusals: ${JSON.stringify(refused?.rows)}`,
    ).toBe(1);
  });

  it("refuses an API key revoked on A at once on B (#22)", async () => {
    const created = await owner.expectJson<{ key: string; apiKey: { id: string } }>(
      "POST",
      "/api/account/api-keys",
      201,
      { server: "a", json: { name: "Agency dashboard", access: "read" } },
    );
    const withKey = (server: "a" | "b") =>
      fetch(new URL("/api/me", cluster.url), {
        headers: { authorization: `Bearer ${created.key}`, "x-cluster-server": server },
      });
    expect((await withKey("b")).status).toBe(200);
    const revoked = await owner.request("DELETE", `/api/account/api-keys/${created.apiKey.id}`, { server: "a" });
    expect(revoked.status).toBe(204);
    // No wait: the first request to either server after the revocation is refused.
    expect((await withKey("b")).status).toBe(401);
    expect((await withKey("a")).status).toBe(401);
  });

  it("loses no payment and no ledger line when A is killed mid-load", async () => {
    const load = spaces.find((space) => space.placementKey === "aboveTheFold");
    const requests: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const draft = await market.prepareAd([load?.id ?? ""], `Load ${i}`);
      requests.push(await market.submitAndApprove(draft.id));
    }

    // Distinct view tokens for the running ad, old enough to count once beaconed.
    const bottom = spaces.find((space) => space.placementKey === "bottom");
    const tokens: string[] = [];
    for (let i = 0; i < 30; i += 1) tokens.push((await market.decisionOf(bottom?.publicId ?? "", "b"))[0]?.token ?? "");
    const viewsBefore = await market.viewsOf(liveAdId);
    const refusedBefore = await market.refusalsOf(liveAdId);
    await sleep(1100);

    // Payments and view beacons through the balancer, round robin, while A dies under them.
    const payments = Promise.all(requests.map((requestId) => market.pay(requestId)));
    const beacons = (async () => {
      const acks: { server: string; at: number }[] = [];
      for (const token of tokens) {
        const response = await fetch(`${cluster.url}/serve/v1/view`, {
          method: "POST",
          headers: { "content-type": "text/plain", "user-agent": BROWSER_UA },
          body: token,
        }).catch(() => null);
        if (response?.status === 204) acks.push({ server: response.headers.get("x-served-by") ?? "", at: Date.now() });
        await sleep(20);
      }
      return acks;
    })();
    await sleep(150);
    const killedAt = Date.now();
    await cluster.servers.a.kill();
    expect(cluster.servers.a.isRunning()).toBe(false);
    const outcomes = await payments;
    const acks = await beacons;
    process.stdout.write(`payments after killing A: ${JSON.stringify(outcomes)}\n`);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(requests.map(() => "success"));

    const { rows: paid } = await cluster.db.query<{ request_id: string; payments: string }>(
      `select request_id, count(*) as payments from payments where status = 'succeeded' and request_id = any($1) group by request_id`,
      [requests],
    );
    expect(paid.map((row) => [row.request_id, Number(row.payments)]).sort()).toEqual(
      requests.map((id) => [id, 1]).sort(),
    );
    const { rows: unsettled } = await cluster.db.query(
      `select s.tx_ref from sandbox_transactions s join payments p on p.tx_ref = s.tx_ref
        where s.status = 'successful' and p.status <> 'succeeded'`,
    );
    expect(unsettled, "a payment the provider took but Placard did not settle").toEqual([]);
    const { rows: unbalanced } = await cluster.db.query(
      "select transaction_key, sum(amount_cents) as total from ledger_entries group by transaction_key having sum(amount_cents) <> 0",
    );
    expect(unbalanced, "ledger transactions that do not sum to zero").toEqual([]);
    const { rows: lines } = await cluster.db.query<{ payment_id: string; lines: string }>(
      `select p.id as payment_id, count(l.*) as lines from payments p left join ledger_entries l on l.payment_id = p.id
        where p.status = 'succeeded' group by p.id`,
    );
    const lineCounts = new Set(lines.map((row) => Number(row.lines)));
    expect(lineCounts.size, `every succeeded payment has the same ledger lines: ${JSON.stringify(lines)}`).toBe(1);
    expect([...lineCounts][0]).toBeGreaterThan(0);

    // Counts: what A acknowledged in its last second may be lost (it flushes every second), nothing else.
    await sleep(2500);
    // Each acknowledged beacon is counted or refused for a reason (e.g. the per-client limit).
    const counted = (await market.viewsOf(liveAdId)) - viewsBefore;
    const refused = (await market.refusalsOf(liveAdId)) - refusedBefore;
    const atRisk = acks.filter((ack) => ack.server === "a" && ack.at > killedAt - 1000).length;
    process.stdout.write(
      `view beacons acknowledged: ${acks.length}, counted: ${counted}, refused: ${refused}, A's last second: ${atRisk}\n`,
    );
    expect(acks.length).toBeGreaterThan(20);
    expect(counted).toBeGreaterThan(0);
    expect(counted + refused).toBeLessThanOrEqual(acks.length);
    expect(counted + refused).toBeGreaterThanOrEqual(acks.length - atRisk);
  });
});
