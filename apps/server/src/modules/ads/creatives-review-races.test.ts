import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { adCreativeReviews, adCreatives } from "../../db/schema/creatives.js";
import { adWithCreativeOnNewWebsite, uploadCreative } from "../../test/creatives.js";
import { type TestUser, signUpUser } from "../../test/factories.js";

/** Decision 0061's review and pause rules under approval and concurrent pauses. */
const t = useTestApp();
let owner: TestUser;
let advertiser: TestUser;
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const DAY = 86_400_000;

beforeAll(async () => {
  [owner, advertiser] = [await signUpUser(t.app), await signUpUser(t.app)];
});

const db = () => t.app.database.db;
const as = (user: TestUser, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

const adOnNewWebsite = (state: "pending" | "running") =>
  adWithCreativeOnNewWebsite(t.app, { owner, advertiser, state });

const upload = (adId: string) => uploadCreative(t.app, advertiser, adId);

/** Paid and running now, as if the advertiser paid after the approval. */
async function run(requestId: string) {
  await db()
    .update(placementRequests)
    .set({ paymentStatus: "paid", startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + 29 * DAY) })
    .where(eq(placementRequests.id, requestId));
  await t.app.delivery.cache.reload();
}

/** The media paths the space serves over several decisions. */
async function servedPaths(publicId: string, turns = 6) {
  const shown = new Set<string>();
  for (let i = 0; i < turns; i++) {
    const answer = await t.app.inject({
      method: "GET",
      url: `/serve/v1/spaces?ids=${publicId}`,
      headers: { "user-agent": UA },
      remoteAddress: "203.0.113.9",
    });
    for (const ad of answer.json().spaces[publicId].ads) shown.add(new URL(ad.creative.url).pathname);
  }
  return shown;
}

async function pathOf(adId: string, number: number) {
  const list = (await as(advertiser, "GET", `/api/ads/${adId}/creatives`)).json().creatives as {
    number: number;
    creative: { url: string };
  }[];
  const url = list.find((item) => item.number === number)?.creative.url ?? "none";
  return url.replace(/^https?:\/\/[^/]+/, "");
}

const reviewsOf = (adId: string) =>
  db()
    .select({ number: adCreativeReviews.number, status: adCreativeReviews.status })
    .from(adCreativeReviews)
    .where(eq(adCreativeReviews.adId, adId));

describe("creative reviews at approval (decision 0061)", () => {
  it("keeps a creative added before the owner approved pending, and does not serve it", async () => {
    const { adId, requestId, publicId } = await adOnNewWebsite("pending");
    expect((await upload(adId)).statusCode).toBe(201);
    // The owner's screen showed creative 1 only.
    const approved = await as(owner, "POST", `/api/reviews/requests/${requestId}/approve`, { creatives: [1] });
    expect(approved.statusCode).toBe(200);
    expect(await reviewsOf(adId)).toEqual([{ number: 2, status: "pending" }]);
    const pending = (await as(owner, "GET", "/api/reviews/creatives")).json().items;
    expect(pending).toContainEqual(expect.objectContaining({ adId, number: 2, requestId }));
    await run(requestId);
    expect(await servedPaths(publicId)).toEqual(new Set([await pathOf(adId, 1)]));
  });

  it("treats an approval without the list as having seen creative 1 only", async () => {
    const { adId, requestId } = await adOnNewWebsite("pending");
    expect((await upload(adId)).statusCode).toBe(201);
    const approved = await as(owner, "POST", `/api/reviews/requests/${requestId}/approve`);
    expect(approved.body).toContain(adId);
    expect(approved.statusCode).toBe(200);
    expect(await reviewsOf(adId)).toEqual([{ number: 2, status: "pending" }]);
  });

  it("serves a creative the owner saw when approving the whole ad", async () => {
    const { adId, requestId, publicId } = await adOnNewWebsite("pending");
    expect((await upload(adId)).statusCode).toBe(201);
    const approved = await as(owner, "POST", `/api/reviews/ads/${adId}/approve`, { creatives: [1, 2] });
    expect(approved.statusCode).toBe(200);
    expect(await reviewsOf(adId)).toEqual([]);
    await run(requestId);
    expect(await servedPaths(publicId)).toEqual(new Set([await pathOf(adId, 1), await pathOf(adId, 2)]));
  });
});

describe("pausing creatives (decision 0061)", () => {
  it("refuses to pause the last active creative, and two pauses at once leave one running", async () => {
    const { adId } = await adOnNewWebsite("pending");
    expect((await upload(adId)).statusCode).toBe(201);
    const [first, second] = await Promise.all([
      as(advertiser, "PATCH", `/api/ads/${adId}/creatives/1`, { status: "paused" }),
      as(advertiser, "PATCH", `/api/ads/${adId}/creatives/2`, { status: "paused" }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const active = await db()
      .select({ number: adCreatives.number })
      .from(adCreatives)
      .where(and(eq(adCreatives.adId, adId), eq(adCreatives.status, "active")));
    expect(active).toHaveLength(1);
    const last = active[0]?.number ?? 0;
    const refused = await as(advertiser, "PATCH", `/api/ads/${adId}/creatives/${last}`, { status: "paused" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Keep at least one creative running/);
  });

  it("serves nothing for an ad whose creatives are all paused, never its creative 1", async () => {
    const { adId, requestId, publicId } = await adOnNewWebsite("running");
    await run(requestId);
    expect((await servedPaths(publicId, 1)).size).toBe(1);
    await db().update(adCreatives).set({ status: "paused" }).where(eq(adCreatives.adId, adId));
    await t.app.delivery.cache.reload();
    expect(await servedPaths(publicId, 2)).toEqual(new Set());
  });
});

describe("adding creatives (decision 0061)", () => {
  it("refuses a creative on a draft, keeping its one creative", async () => {
    const [draft] = await db()
      .insert(ads)
      .values({ advertiserId: advertiser.id, status: "draft", businessName: "Draft Co" })
      .returning();
    const refused = await upload(draft?.id ?? "");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Submit the ad before adding creatives/);
    expect(
      await db()
        .select()
        .from(adCreatives)
        .where(eq(adCreatives.adId, draft?.id ?? "")),
    ).toEqual([]);
  });
});
