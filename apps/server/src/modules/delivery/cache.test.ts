import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestApp } from "../../test/use-test-app.js";
import {
  type TestUser,
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
} from "../../test/factories.js";
import { mp4Video } from "../../test/images.js";
import { multipart } from "../../test/multipart.js";
import { payThroughSandbox } from "../../test/payments.js";

const t = useTestApp();
let owner: TestUser;
let advertiser: TestUser;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  advertiser = await signUpUser(t.app);
});

const cache = () => t.app.delivery.cache;

/** A website of the owner with two spaces, both in the cache. */
async function twoSpaces() {
  const website = await createWebsite(t.app, owner);
  const [first, second] = await createSpaces(t.app, owner, website.id, [
    { placementKey: "sidebar", priceCents: 500, capacity: 1 },
    { placementKey: "bottom", priceCents: 900, capacity: 2 },
  ]);
  if (!first || !second) throw new Error("no spaces");
  await cache().settled();
  return { website, first, second };
}

describe("the delivery cache after a write", () => {
  it("reloads only the space a write touched; every other entry stays as it was", async () => {
    const { first, second } = await twoSpaces();
    const other = await twoSpaces();
    const before = { second: cache().space(second.publicId), other: cache().space(other.first.publicId) };
    const full = cache().stats().fullBuilds;

    const response = await t.app.inject({
      method: "PUT",
      url: `/api/spaces/${first.id}/capacity`,
      headers: { cookie: owner.cookie },
      payload: { capacity: 3 },
    });
    expect(response.statusCode).toBe(200);
    await cache().settled();

    expect(cache().space(first.publicId)?.capacity).toBe(3);
    // The same objects: not reloaded, not rebuilt.
    expect(cache().space(second.publicId)).toBe(before.second);
    expect(cache().space(other.first.publicId)).toBe(before.other);
    expect(cache().stats().fullBuilds).toBe(full);
  });

  it("serves a paid booking by reloading the one space it books", async () => {
    const { website, first, second } = await twoSpaces();
    const request = await createPlacementRequest(t.app.database.db, {
      advertiserId: advertiser.id,
      websiteId: website.id,
      spaceIds: [first.id],
      state: "approved-unpaid",
    });
    const untouched = cache().space(second.publicId);
    const { spacesLoaded, fullBuilds } = cache().stats();

    expect((await payThroughSandbox(t.app, advertiser, request.id)).result.status).toBe("success");
    await cache().settled();

    expect(
      cache()
        .space(first.publicId)
        ?.bookings.map((booking) => booking.adId),
    ).toEqual([request.adId]);
    expect(cache().space(second.publicId)).toBe(untouched);
    expect(cache().stats()).toMatchObject({ spacesLoaded: spacesLoaded + 1, fullBuilds });
  });

  it("drops a deleted space and nothing else", async () => {
    const { first, second } = await twoSpaces();
    const untouched = cache().space(second.publicId);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/spaces/${first.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(204);
    await cache().settled();
    expect(cache().space(first.publicId)).toBeUndefined();
    expect(cache().space(second.publicId)).toBe(untouched);
  });

  it("does no work at all for a website rename or a draft's business details", async () => {
    const { website, first, second } = await twoSpaces();
    // A running booking elsewhere: still nothing of it is reloaded.
    await createPlacementRequest(t.app.database.db, {
      advertiserId: advertiser.id,
      websiteId: website.id,
      spaceIds: [second.id],
      state: "running",
    });
    const entries = [cache().space(first.publicId), cache().space(second.publicId)];
    const stats = cache().stats();

    const rename = await t.app.inject({
      method: "PATCH",
      url: `/api/websites/${website.id}`,
      headers: { cookie: owner.cookie },
      payload: { name: "A new name" },
    });
    expect(rename.statusCode).toBe(200);
    const form = multipart({}, [{ field: "creative", filename: "ad.mp4", contentType: "video/mp4", data: mp4Video() }]);
    const draft = await t.app.inject({
      method: "POST",
      url: "/api/ads/drafts",
      headers: { ...form.headers, cookie: advertiser.cookie },
      payload: form.payload,
    });
    expect(draft.statusCode).toBe(201);
    const details = await t.app.inject({
      method: "PATCH",
      url: `/api/ads/drafts/${draft.json().id}`,
      headers: { cookie: advertiser.cookie },
      payload: { businessName: "Acme", businessLink: "acme.example.com" },
    });
    expect(details.statusCode).toBe(200);
    await cache().settled();

    expect([cache().space(first.publicId), cache().space(second.publicId)]).toEqual(entries);
    expect(cache().space(first.publicId)).toBe(entries[0]);
    expect(cache().space(second.publicId)).toBe(entries[1]);
    expect(cache().stats()).toEqual(stats);
  });
});

describe("the delivery cache when a load fails", () => {
  it("does not lose the change: it retries with a full build once the database answers again", async () => {
    const { first } = await twoSpaces();
    const full = cache().stats().fullBuilds;
    const capacity = cache().space(first.publicId)?.capacity ?? 0;
    // A write commits, then the load it triggers meets a real failure of the database
    // (a table the load reads is gone for a moment).
    await t.app.database.db.execute(sql`update spaces set capacity = ${capacity + 3} where id = ${first.id}`);
    await t.app.database.db.execute(sql`alter table placement_requests rename to placement_requests_away`);
    try {
      t.app.delivery.touch({ spaceIds: [first.id] });
      await cache().settled();
      expect(cache().space(first.publicId)?.capacity).toBe(capacity);
    } finally {
      await t.app.database.db.execute(sql`alter table placement_requests_away rename to placement_requests`);
    }
    await expect.poll(() => cache().space(first.publicId)?.capacity, { timeout: 5_000 }).toBe(capacity + 3);
    expect(cache().stats().fullBuilds).toBeGreaterThan(full);
  });
});
