import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { placementRequestSpaces, placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import type { TestApp } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import {
  type TestUser,
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
} from "../../test/factories.js";
import { pngImage } from "../../test/images.js";
import { multipart } from "../../test/multipart.js";

/**
 * Approving a whole ad on two websites while another ad is published on the same two spaces.
 * Publishing locks its spaces at once in id order; approval used to lock one request's
 * spaces after the other, in website-name order, so with the space ids ordered opposite to
 * the names the two could wait on each other (PostgreSQL: 40P01 deadlock, answered 500).
 * Concurrency needs several connections, so this runs on PostgreSQL only.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const TRIALS = Number(process.env.APPROVE_RACE_TRIALS ?? 40);

let t: TestApp;
let owner: TestUser;
let approver: TestUser;
let publisher: TestUser;
/** Website "Alpha" holds the space with the larger id, "Bravo" the smaller. */
let alpha: { websiteId: string; spaceId: string };
let bravo: { websiteId: string; spaceId: string };

let clients = 0;
/** Each call from its own address, so per-client rate limits stay out of the race. */
const client = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

async function listing() {
  const website = await createWebsite(t.app, owner);
  const [space] = await createSpaces(t.app, owner, website.id, [
    { placementKey: "sidebar", priceCents: 5000, capacity: 1000 },
  ]);
  if (!space) throw new Error("no space");
  return { websiteId: website.id, spaceId: space.id };
}

/** The approver's ad, pending on Alpha then Bravo (the order the review lists them). */
async function pendingAd() {
  const db = t.app.database.db;
  const first = await createPlacementRequest(db, {
    advertiserId: approver.id,
    websiteId: alpha.websiteId,
    spaceIds: [alpha.spaceId],
    state: "pending",
  });
  const [second] = await db
    .insert(placementRequests)
    .values({ adId: first.adId, websiteId: bravo.websiteId })
    .returning();
  if (!second) throw new Error("no request");
  await db.insert(placementRequestSpaces).values({ requestId: second.id, spaceId: bravo.spaceId });
  return first.adId;
}

/** The publisher's complete draft on both websites and both spaces, ready to submit. */
async function readyDraft() {
  const form = multipart({}, [
    { field: "creative", filename: "ad.png", contentType: "image/png", data: await pngImage() },
  ]);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/ads/drafts",
    remoteAddress: client(),
    headers: { ...form.headers, cookie: publisher.cookie },
    payload: form.payload,
  });
  if (created.statusCode !== 201) throw new Error(`draft: ${created.statusCode} ${created.body}`);
  const draftId = created.json<{ id: string }>().id;
  const details = await t.app.inject({
    method: "PATCH",
    url: `/api/ads/drafts/${draftId}`,
    remoteAddress: client(),
    headers: { cookie: publisher.cookie },
    payload: {
      businessName: "Acme Coffee",
      businessLink: "acme.example.com",
      businessLocation: "Kigali",
      description: "Fresh beans",
    },
  });
  if (details.statusCode !== 200) throw new Error(`details: ${details.statusCode} ${details.body}`);
  const selection = await t.app.inject({
    method: "PUT",
    url: `/api/ads/drafts/${draftId}/selection`,
    remoteAddress: client(),
    headers: { cookie: publisher.cookie },
    payload: { websiteIds: [alpha.websiteId, bravo.websiteId], spaceIds: [alpha.spaceId, bravo.spaceId] },
  });
  if (selection.statusCode !== 200) throw new Error(`selection: ${selection.statusCode} ${selection.body}`);
  return draftId;
}

describe.skipIf(!onPostgres)(
  "approving a whole ad races publishing on its spaces (PostgreSQL only: PGlite is a single connection, so nothing can run at once there)",
  () => {
    t = useTestApp();
    beforeAll(async () => {
      owner = await signUpUser(t.app);
      approver = await signUpUser(t.app);
      publisher = await signUpUser(t.app);
      const [one, two] = [await listing(), await listing()];
      // Space ids are random: name the websites so that the names sort opposite to the ids.
      [alpha, bravo] = one.spaceId > two.spaceId ? [one, two] : [two, one];
      await t.app.database.db.update(websites).set({ name: "Alpha" }).where(eq(websites.id, alpha.websiteId));
      await t.app.database.db.update(websites).set({ name: "Bravo" }).where(eq(websites.id, bravo.websiteId));
    });

    it(
      "never answers 500 (no deadlock), and approves every ad",
      async () => {
        const failures: string[] = [];
        for (let trial = 0; trial < TRIALS; trial++) {
          const [adId, draftId] = [await pendingAd(), await readyDraft()];
          const [approved, published] = await Promise.all([
            t.app.inject({
              method: "POST",
              url: `/api/reviews/ads/${adId}/approve`,
              remoteAddress: client(),
              headers: { cookie: owner.cookie },
            }),
            t.app.inject({
              method: "POST",
              url: `/api/ads/drafts/${draftId}/submit`,
              remoteAddress: client(),
              headers: { cookie: publisher.cookie },
            }),
          ]);
          if (approved.statusCode !== 200) failures.push(`trial ${trial}: approve ${approved.statusCode}`);
          if (published.statusCode !== 201) failures.push(`trial ${trial}: publish ${published.statusCode}`);
        }
        expect(failures).toEqual([]);
      },
      5 * 60_000,
    );
  },
);
