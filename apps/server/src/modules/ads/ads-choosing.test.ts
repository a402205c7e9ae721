import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { placementRequests } from "../../db/schema/campaigns.js";
import { useAdsTestApp } from "../../test/ads.js";
import { createPlacementRequest, signUpUser } from "../../test/factories.js";
import { pdfDocument } from "../../test/images.js";

const DAY = 24 * 60 * 60 * 1000;

const kit = useAdsTestApp();
const { as, upload, listing, completeDraft } = kit;

describe("capacity: paid bookings plus approvals inside their payment window (decision 0015)", () => {
  it("shows a full space as full in the marketplace, and refuses to book it", async () => {
    const a = await listing(kit.ownerA, [{ placementKey: "floating", capacity: 2 }]);
    const spaceId = a.spaces[0]?.id ?? "";
    await createPlacementRequest(kit.t.app.database.db, {
      advertiserId: kit.ownerB.id,
      websiteId: a.website.id,
      spaceIds: [spaceId],
      state: "expired",
    });
    await createPlacementRequest(kit.t.app.database.db, {
      advertiserId: kit.ownerB.id,
      websiteId: a.website.id,
      spaceIds: [spaceId],
      state: "rejected",
    });
    const running = await createPlacementRequest(kit.t.app.database.db, {
      advertiserId: kit.ownerB.id,
      websiteId: a.website.id,
      spaceIds: [spaceId],
      state: "running",
    });
    const spaces = () =>
      kit.t.app.inject({
        method: "GET",
        url: `/api/marketplace/spaces?websiteIds=${a.website.id}`,
        headers: as(kit.advertiser),
      });
    expect((await spaces()).json().spaces[0]).toMatchObject({ capacity: 2, available: 1, isFull: false });

    const approved = await createPlacementRequest(kit.t.app.database.db, {
      advertiserId: kit.ownerB.id,
      websiteId: a.website.id,
      spaceIds: [spaceId],
      state: "approved-unpaid",
    });
    // Full today, but the running booking ends in 29 days: a new ad may still choose it, to
    // start then (decision 0025).
    const freeDay = new Date(Math.ceil((Date.now() + 29 * DAY) / DAY) * DAY).toISOString().slice(0, 10);
    expect((await spaces()).json().spaces[0]).toMatchObject({ available: 0, isFull: true, freeFrom: freeDay });
    const later = await kit.t.app.inject({
      method: "POST",
      url: `/api/ads/drafts/${await completeDraft(kit.advertiser, [a.website.id], [spaceId])}/submit`,
      headers: as(kit.advertiser),
    });
    expect(later.statusCode).toBe(201);

    // Both slots sold for longer than the 90 days a start date may be chosen in: refused.
    await kit.t.app.database.db
      .update(placementRequests)
      .set({ paymentStatus: "paid", startsAt: new Date(), endsAt: new Date(Date.now() + 200 * DAY) })
      .where(inArray(placementRequests.id, [running.id, approved.id]));
    expect((await spaces()).json().spaces[0]).toMatchObject({ available: 0, isFull: true, freeFrom: null });
    const adId = await completeDraft(kit.advertiser, [a.website.id], [spaceId]);
    const refused = await kit.t.app.inject({
      method: "POST",
      url: `/api/ads/drafts/${adId}/submit`,
      headers: as(kit.advertiser),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Floating is fully booked. Choose another space.");
  });

  it("takes no place for a submission: two for the last place both go to the owner's review", async () => {
    const a = await listing(kit.ownerA, [{ placementKey: "modalPic", capacity: 1 }]);
    const spaceId = a.spaces[0]?.id ?? "";
    const other = await signUpUser(kit.t.app);
    const first = await completeDraft(kit.advertiser, [a.website.id], [spaceId]);
    const second = await completeDraft(other, [a.website.id], [spaceId]);
    const results = await Promise.all([
      kit.t.app.inject({ method: "POST", url: `/api/ads/drafts/${first}/submit`, headers: as(kit.advertiser) }),
      kit.t.app.inject({ method: "POST", url: `/api/ads/drafts/${second}/submit`, headers: as(other) }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
  });
});

describe("the marketplace", () => {
  it("lists other owners' websites with public fields only", async () => {
    const a = await listing(kit.ownerA, [{ placementKey: "sidebar" }]);
    await listing(kit.advertiser, [{ placementKey: "sidebar" }]);
    const response = await kit.t.app.inject({
      method: "GET",
      url: "/api/marketplace/websites",
      headers: as(kit.advertiser),
    });
    const websites = response.json().items;
    expect(websites.map((w: { id: string }) => w.id)).toContain(a.website.id);
    expect(websites.every((w: { id: string }) => w.id !== undefined)).toBe(true);
    expect(response.body).not.toContain(kit.ownerA.email);
    expect(response.body).not.toContain(kit.ownerA.id);
    expect(response.body).not.toContain(kit.advertiser.id);
    const mine = await kit.t.app.inject({ method: "GET", url: "/api/websites", headers: as(kit.advertiser) });
    for (const own of mine.json().items) expect(websites.map((w: { id: string }) => w.id)).not.toContain(own.id);
  });
});

describe("the direct ad", () => {
  it("publishes a PDF in one space, with the direct form's texts when fields are missing", async () => {
    const a = await listing(kit.ownerA, [{ placementKey: "inFeed", capacity: 5 }]);
    const fields = { websiteId: a.website.id, categoryId: a.spaces[0]?.id ?? "" };
    const missing = await upload(
      kit.advertiser,
      "/api/ads/direct",
      { data: pdfDocument(), filename: "f.pdf", contentType: "application/pdf" },
      fields,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toEqual({
      businessName: ["Business name is required"],
      businessLink: ["Business link is required"],
      businessLocation: ["Business location is required"],
      description: ["Advertisement description is required"],
    });
    const text = await upload(
      kit.advertiser,
      "/api/ads/direct",
      { data: Buffer.from("plain text"), filename: "f.pdf" },
      fields,
    );
    expect(text.json().message).toBe("Invalid file type. Please upload an image, video, or PDF.");

    const ok = await upload(
      kit.advertiser,
      "/api/ads/direct",
      { data: pdfDocument(), filename: "f.pdf", contentType: "application/pdf" },
      {
        ...fields,
        businessName: "Acme",
        businessLink: "https://acme.example.com",
        businessLocation: "Kigali",
        description: "Menu",
      },
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      creative: { kind: "pdf" },
      campaignStatus: "Pending",
      websitesCount: 1,
    });
    const websites = await kit.t.app.inject({
      method: "GET",
      url: `/api/ads/${ok.json().id}/websites`,
      headers: as(kit.advertiser),
    });
    expect(websites.json().items).toMatchObject([{ websiteId: a.website.id }]);
  });
});
