import type { AddressInfo } from "node:net";
import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ads, dailyStats, placementRequests } from "../../db/schema/campaigns.js";
import { useTestApp } from "../../test/use-test-app.js";
import {
  type TestUser,
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
} from "../../test/factories.js";
import { payThroughSandbox } from "../../test/payments.js";
import { createDecisionRenderer } from "./decisions.js";
import { queryParam } from "./front-door.js";
import type { ServeSpacesResponse } from "@placard/shared/delivery";
import { decide } from "./service.js";
import { createTokenSigner } from "./tokens.js";

// The hot path as a publisher's page meets it: over a real socket, where the front door
// answers before Fastify (decision 0031). delivery.test.ts pins the rules through inject.
const t = useTestApp(
  {},
  {
    extend: (app) =>
      app.addHook("onRequest", async (request) => {
        if (request.url.startsWith("/serve/")) reachedFastify.push(`${request.method} ${request.url}`);
      }),
  },
);
let owner: TestUser;
let advertiser: TestUser;
let base: string;
/** The /serve requests that reached Fastify: only those the front door left to it. */
const reachedFastify: string[] = [];

beforeAll(async () => {
  owner = await signUpUser(t.app);
  advertiser = await signUpUser(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const headers = { "user-agent": BROWSER };
const db = () => t.app.database.db;
const decision = async (url: string) => (await (await fetch(url, { headers })).json()) as ServeSpacesResponse;

async function slot() {
  const website = await createWebsite(t.app, owner);
  const [space] = await createSpaces(t.app, owner, website.id, [
    { placementKey: "sidebar", priceCents: 2000, capacity: 2 },
  ]);
  if (!space) throw new Error("no space");
  await t.app.delivery.cache.settled();
  return { websiteId: website.id, space };
}

async function runningAd(websiteId: string, spaceId: string, businessName = "Acme Coffee") {
  const request = await createPlacementRequest(db(), {
    advertiserId: advertiser.id,
    websiteId,
    spaceIds: [spaceId],
    state: "approved-unpaid",
  });
  await db()
    .update(ads)
    .set({ businessName, businessLink: "https://acme.example.com/menu", description: "Fresh beans" })
    .where(eq(ads.id, request.adId));
  expect((await payThroughSandbox(t.app, advertiser, request.id)).result.status).toBe("success");
  await t.app.delivery.cache.settled();
  return request;
}

async function counted(adId: string, spaceId: string) {
  await t.app.delivery.counter.flush();
  const [row] = await db()
    .select()
    .from(dailyStats)
    .where(and(eq(dailyStats.adId, adId), eq(dailyStats.spaceId, spaceId)));
  return { views: row?.views ?? 0, clicks: row?.clicks ?? 0 };
}

describe("the front door", () => {
  it("answers the decision with the routes' headers and body, fresh tokens every time, and follows changes", async () => {
    const { websiteId, space } = await slot();
    const url = `${base}/serve/v1/spaces?ids=${space.publicId}`;
    const empty = await fetch(url, { headers });
    expect(empty.status).toBe(200);
    expect(empty.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(empty.headers.get("access-control-allow-origin")).toBe("*");
    expect(empty.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(empty.headers.get("cache-control")).toBe("no-store");
    expect(((await empty.json()) as ServeSpacesResponse).spaces[space.publicId]).toMatchObject({
      ads: [],
      hasRoom: true,
    });

    // A booking paid since: the cached answer is rebuilt, not served stale.
    const request = await runningAd(websiteId, space.id);
    const [first, second] = await Promise.all([decision(url), decision(url)]);
    const ad = first.spaces[space.publicId]?.ads[0];
    const otherToken = second.spaces[space.publicId]?.ads[0]?.token;
    if (!ad || !otherToken) throw new Error("the paid ad is not served");
    expect(ad).toMatchObject({ businessName: "Acme Coffee", description: "Fresh beans" });
    expect(ad.clickUrl).toBe(`${t.app.config.publicUrl}/serve/v1/click?t=${ad.token}`);
    expect(otherToken).not.toBe(ad.token);
    // The same answer `decide()` gives, token aside.
    const signer = createTokenSigner("x".repeat(40));
    const expected = decide(t.app.delivery.cache, signer, t.app.config.publicUrl, [space.publicId], "-");
    const withoutTokens = (answer: ServeSpacesResponse) =>
      JSON.parse(JSON.stringify(answer).replaceAll(/("token":"|click\?t=)[^"]+/g, "$1<token>"));
    expect(withoutTokens(first)).toEqual(withoutTokens(expected));

    // Views and clicks of those tokens count once each, from the client they were served to.
    await new Promise((resolve) => setTimeout(resolve, VIEW_DWELL_MS + 50));
    const beacon = { method: "POST", headers: { ...headers, "content-type": "text/plain;charset=UTF-8" } };
    for (const token of [ad.token, ad.token, otherToken]) {
      const answer = await fetch(`${base}/serve/v1/view`, { ...beacon, body: token });
      expect(answer.status).toBe(204);
      expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    }
    const clicked = await fetch(ad.clickUrl.replace(t.app.config.publicUrl, base), { headers, redirect: "manual" });
    expect(clicked.status).toBe(302);
    expect(clicked.headers.get("location")).toBe("https://acme.example.com/menu");
    expect(clicked.headers.get("cache-control")).toBe("no-store");
    expect(clicked.headers.get("referrer-policy")).toBe("no-referrer-when-downgrade");
    expect(clicked.headers.get("content-length")).toBe("0");
    expect(await counted(request.adId, space.id)).toEqual({ views: 2, clicks: 1 });
    expect(reachedFastify).toEqual([]);
  });

  it("says the decision's length in bytes, also when an ad's text is not ASCII", async () => {
    const { websiteId, space } = await slot();
    await runningAd(websiteId, space.id, "Café ☕ Ñandú 🎉");
    const url = `${base}/serve/v1/spaces?ids=${space.publicId}`;
    for (let i = 0; i < 2; i++) {
      // The first answer builds the cached template, the second reuses it.
      const response = await fetch(url, { headers });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
      const answer = JSON.parse(bytes.toString("utf8")) as ServeSpacesResponse;
      expect(answer.spaces[space.publicId]?.ads[0]?.businessName).toBe("Café ☕ Ñandú 🎉");
    }
  });

  it("leaves what it does not answer to Fastify, with the API's error shapes", async () => {
    const missing = await fetch(`${base}/serve/v1/spaces`, { headers });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "validation_failed" });
    const forged = await fetch(`${base}/serve/v1/click?t=forged.token`, { headers, redirect: "manual" });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toEqual({ error: "not_found", message: "This ad link is not valid." });
    const repeated = await fetch(`${base}/serve/v1/spaces?ids=a&ids=b`, { headers });
    expect(repeated.status).toBe(400);
    for (const flag of ["lead", "lead=1&lead=1", "lead=yes"])
      expect((await fetch(`${base}/serve/v1/spaces?ids=a&${flag}`, { headers })).status).toBe(400);
    // An id with "lead" in it is the front door's, as any other id.
    expect((await fetch(`${base}/serve/v1/spaces?ids=lead,a-lead&lead=1`, { headers })).status).toBe(200);
    expect((await fetch(`${base}/serve/v1/spaces?ids=leader`, { headers })).status).toBe(200);
    // Another content type than a beacon's: Fastify's answer, not the front door's.
    const json = await fetch(`${base}/serve/v1/view`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ t: "x" }),
    });
    expect(json.status).toBe(204);
    expect((await fetch(`${base}/serve/v1/nope`, { headers })).status).toBe(404);
    expect(reachedFastify).toEqual([
      "GET /serve/v1/spaces",
      "GET /serve/v1/click?t=forged.token",
      "GET /serve/v1/spaces?ids=a&ids=b",
      "GET /serve/v1/spaces?ids=a&lead",
      "GET /serve/v1/spaces?ids=a&lead=1&lead=1",
      "GET /serve/v1/spaces?ids=a&lead=yes",
      "POST /serve/v1/view",
      "GET /serve/v1/nope",
    ]);
  });

  it("stops serving a cached answer when a booking in it ends", async () => {
    const { websiteId, space } = await slot();
    const request = await runningAd(websiteId, space.id);
    const [row] = await db().select().from(placementRequests).where(eq(placementRequests.id, request.id));
    const endsAt = row?.endsAt?.getTime() ?? 0;
    const renderer = createDecisionRenderer({
      cache: t.app.delivery.cache,
      signer: createTokenSigner("y".repeat(40)),
      publicUrl: t.app.config.publicUrl,
    });
    const render = (now: number) => JSON.parse(renderer.render(space.publicId, () => [space.publicId], "-", now).body);
    expect(render(endsAt - 1000).spaces[space.publicId].ads).toHaveLength(1);
    expect(render(endsAt).spaces[space.publicId].ads).toHaveLength(0);
  });
});

describe("queryParam", () => {
  it("reads one parameter as Fastify's parser does, and gives up on what Fastify should judge", () => {
    expect(queryParam("ids=a,b&x=1", "ids")).toBe("a,b");
    expect(queryParam("x=1&ids=a%2Cb+c", "ids")).toBe("a,b c");
    expect(queryParam("ids=a&ids=b", "ids")).toBeUndefined();
    expect(queryParam("ids", "ids")).toBeUndefined();
    expect(queryParam("ids=%E0%A4%A", "ids")).toBeUndefined();
    expect(queryParam("idsx=a", "ids")).toBeUndefined();
  });
});
