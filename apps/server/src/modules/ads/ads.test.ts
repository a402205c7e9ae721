import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { placementRequests } from "../../db/schema/campaigns.js";
import { type TestApp, createTestApp } from "../../test/app.js";
import {
  type TestUser,
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
} from "../../test/factories.js";
import { mp4Video, oversizedPng, pdfDocument, pngImage } from "../../test/images.js";
import { type FilePart, multipart } from "../../test/multipart.js";

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let advertiser: TestUser;
let ownerA: TestUser;
let ownerB: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  advertiser = await signUpUser(t.app);
  ownerA = await signUpUser(t.app);
  ownerB = await signUpUser(t.app);
});
afterAll(() => t.close());

const as = (user: TestUser) => ({ cookie: user.cookie });

function upload(
  user: TestUser,
  url: string,
  file?: Partial<FilePart> & { data: Buffer },
  fields: Record<string, string> = {},
) {
  const form = multipart(
    fields,
    file ? [{ field: "creative", filename: "ad.mp4", contentType: "video/mp4", ...file }] : [],
  );
  return t.app.inject({ method: "POST", url, headers: { ...form.headers, ...as(user) }, payload: form.payload });
}

async function listing(owner: TestUser, spaces: Parameters<typeof createSpaces>[3]) {
  const website = await createWebsite(t.app, owner);
  return { website, spaces: await createSpaces(t.app, owner, website.id, spaces) };
}

async function completeDraft(user: TestUser, websiteIds: string[], spaceIds: string[]) {
  const draft = (
    await upload(user, "/api/ads/drafts", { data: await pngImage(), filename: "ad.png", contentType: "image/png" })
  ).json();
  await t.app.inject({
    method: "PATCH",
    url: `/api/ads/drafts/${draft.id}`,
    headers: as(user),
    payload: {
      businessName: "Acme Coffee",
      businessLink: "acme.example.com",
      businessLocation: "Kigali",
      description: "Fresh beans",
    },
  });
  await t.app.inject({
    method: "PUT",
    url: `/api/ads/drafts/${draft.id}/selection`,
    headers: as(user),
    payload: { websiteIds, spaceIds },
  });
  return draft.id as string;
}

describe("the upload step", () => {
  it("starts a draft from an MP4 decided by its bytes, and serves it with byte ranges", async () => {
    const response = await upload(advertiser, "/api/ads/drafts", { data: mp4Video(200_000) });
    expect(response.statusCode).toBe(201);
    const draft = response.json();
    expect(draft.creative).toMatchObject({ kind: "video", mime: "video/mp4" });
    expect(draft.creative.url).toMatch(/^\/media\/creatives\/[0-9a-f-]{36}\.mp4$/);
    const part = await t.app.inject({ method: "GET", url: draft.creative.url, headers: { range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${200_000 + 36}`);
    expect(part.rawPayload.length).toBe(100);
  });

  it("refuses a text file named .mp4 with the one creative rule's text", async () => {
    const data = Buffer.from("this is not a video, just text");
    const response = await upload(advertiser, "/api/ads/drafts", {
      data,
      filename: "clip.mp4",
      contentType: "video/mp4",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Invalid file type. Please upload an image, video, or PDF.");
  });

  it("takes a PDF on the guided step as /direct-ad does: one rule for creatives (#15.9)", async () => {
    const response = await upload(advertiser, "/api/ads/drafts", {
      data: pdfDocument(),
      filename: "flyer.pdf",
      contentType: "application/pdf",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().creative).toMatchObject({ kind: "pdf", mime: "application/pdf" });
  });

  it("refuses 51 MB with the SPEC text, and asks for a file when there is none", async () => {
    const big = await upload(advertiser, "/api/ads/drafts", { data: oversizedPng(51 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("File is too large. Maximum size is 50MB.");
    const none = await upload(advertiser, "/api/ads/drafts");
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Please select a file to upload");
  });

  it("keeps what was saved, so the flow resumes after a reload, and hides drafts from others", async () => {
    const draft = (await upload(advertiser, "/api/ads/drafts", { data: mp4Video() })).json();
    await t.app.inject({
      method: "PATCH",
      url: `/api/ads/drafts/${draft.id}`,
      headers: as(advertiser),
      payload: { businessName: "Acme", businessLink: "acme.example.com" },
    });
    const current = await t.app.inject({ method: "GET", url: "/api/ads/drafts/current", headers: as(advertiser) });
    expect(current.json()).toMatchObject({
      id: draft.id,
      businessName: "Acme",
      businessLink: "acme.example.com",
      creative: { kind: "video" },
    });
    const other = await t.app.inject({
      method: "PATCH",
      url: `/api/ads/drafts/${draft.id}`,
      headers: as(ownerA),
      payload: { businessName: "Hijack" },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("publishing", () => {
  it("creates one pending request per website, across owners, and the campaign is Pending", async () => {
    const a = await listing(ownerA, [
      { placementKey: "sidebar", priceCents: 1500, capacity: 2 },
      { placementKey: "bottom", priceCents: 1000, capacity: 2 },
    ]);
    const b = await listing(ownerB, [{ placementKey: "aboveTheFold", priceCents: 3000, capacity: 1 }]);
    const adId = await completeDraft(
      advertiser,
      [a.website.id, b.website.id],
      [a.spaces[0]?.id ?? "", a.spaces[1]?.id ?? "", b.spaces[0]?.id ?? ""],
    );

    const published = await t.app.inject({
      method: "POST",
      url: `/api/ads/drafts/${adId}/submit`,
      headers: as(advertiser),
    });
    expect(published.statusCode).toBe(201);
    const ad = published.json();
    expect(ad).toMatchObject({
      campaignStatus: "Pending",
      businessLink: "https://acme.example.com",
      views: 0,
      clicks: 0,
    });
    expect(ad.websites).toHaveLength(2);
    const onA = ad.websites.find((w: { websiteId: string }) => w.websiteId === a.website.id);
    expect(onA).toMatchObject({
      reviewStatus: "pending",
      paymentStatus: "unpaid",
      isConfirmed: false,
      amountCents: 2500,
    });
    // Both spaces were created in one statement (same created_at), so their order is a tie
    // the database may break either way: compare the set.
    expect(onA.spaces.map((s: { name: string }) => s.name).sort()).toEqual(["Bottom", "Sidebar"]);

    const list = await t.app.inject({ method: "GET", url: "/api/ads", headers: as(advertiser) });
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(adId);
    expect((await t.app.inject({ method: "GET", url: `/api/ads/${adId}`, headers: as(ownerA) })).statusCode).toBe(404);
    // No ad in progress any more: an ordinary answer, not a 404 in the browser's console (#15.13).
    const none = await t.app.inject({ method: "GET", url: "/api/ads/drafts/current", headers: as(advertiser) });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it("checks the details, a website, a space on each website, and refuses your own website", async () => {
    const a = await listing(ownerA, [{ placementKey: "sidebar", capacity: 3 }]);
    const b = await listing(ownerB, [{ placementKey: "sidebar", capacity: 3 }]);
    const submit = (adId: string) =>
      t.app.inject({ method: "POST", url: `/api/ads/drafts/${adId}/submit`, headers: as(advertiser) });

    const bare = (await upload(advertiser, "/api/ads/drafts", { data: mp4Video() })).json();
    const noDetails = await submit(bare.id);
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json().details.fields).toMatchObject({
      businessName: ["This field is required"],
      description: ["This field is required"],
    });

    const badLink = await completeDraft(advertiser, [a.website.id], [a.spaces[0]?.id ?? ""]);
    await t.app.inject({
      method: "PATCH",
      url: `/api/ads/drafts/${badLink}`,
      headers: as(advertiser),
      payload: { businessLink: "not a link" },
    });
    expect((await submit(badLink)).json().details.fields.businessLink).toEqual(["Please enter a valid URL"]);

    const noWebsite = await completeDraft(advertiser, [], []);
    expect((await submit(noWebsite)).json().message).toBe("Select at least one website to continue");

    const missingSpace = await completeDraft(advertiser, [a.website.id, b.website.id], [a.spaces[0]?.id ?? ""]);
    expect((await submit(missingSpace)).json().message).toBe("Please select at least one category to proceed");

    const own = await completeDraft(ownerA, [a.website.id], [a.spaces[0]?.id ?? ""]);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/ads/drafts/${own}/submit`, headers: as(ownerA) })).json()
        .message,
    ).toBe("You cannot advertise on your own website.");
  });
});

describe("capacity: paid bookings plus approvals inside their payment window (decision 0015)", () => {
  it("shows a full space as full in the marketplace, and refuses to book it", async () => {
    const a = await listing(ownerA, [{ placementKey: "floating", capacity: 2 }]);
    const spaceId = a.spaces[0]?.id ?? "";
    await createPlacementRequest(t.app.database.db, {
      advertiserId: ownerB.id,
      websiteId: a.website.id,
      spaceIds: [spaceId],
      state: "expired",
    });
    await createPlacementRequest(t.app.database.db, {
      advertiserId: ownerB.id,
      websiteId: a.website.id,
      spaceIds: [spaceId],
      state: "rejected",
    });
    const running = await createPlacementRequest(t.app.database.db, {
      advertiserId: ownerB.id,
      websiteId: a.website.id,
      spaceIds: [spaceId],
      state: "running",
    });
    const spaces = () =>
      t.app.inject({
        method: "GET",
        url: `/api/marketplace/spaces?websiteIds=${a.website.id}`,
        headers: as(advertiser),
      });
    expect((await spaces()).json().spaces[0]).toMatchObject({ capacity: 2, available: 1, isFull: false });

    const approved = await createPlacementRequest(t.app.database.db, {
      advertiserId: ownerB.id,
      websiteId: a.website.id,
      spaceIds: [spaceId],
      state: "approved-unpaid",
    });
    // Full today, but the running booking ends in 29 days: a new ad may still choose it, to
    // start then (decision 0025).
    const freeDay = new Date(Math.ceil((Date.now() + 29 * DAY) / DAY) * DAY).toISOString().slice(0, 10);
    expect((await spaces()).json().spaces[0]).toMatchObject({ available: 0, isFull: true, freeFrom: freeDay });
    const later = await t.app.inject({
      method: "POST",
      url: `/api/ads/drafts/${await completeDraft(advertiser, [a.website.id], [spaceId])}/submit`,
      headers: as(advertiser),
    });
    expect(later.statusCode).toBe(201);

    // Both slots sold for longer than the 90 days a start date may be chosen in: refused.
    await t.app.database.db
      .update(placementRequests)
      .set({ paymentStatus: "paid", startsAt: new Date(), endsAt: new Date(Date.now() + 200 * DAY) })
      .where(inArray(placementRequests.id, [running.id, approved.id]));
    expect((await spaces()).json().spaces[0]).toMatchObject({ available: 0, isFull: true, freeFrom: null });
    const adId = await completeDraft(advertiser, [a.website.id], [spaceId]);
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/ads/drafts/${adId}/submit`,
      headers: as(advertiser),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Floating is fully booked. Choose another space.");
  });

  it("takes no place for a submission: two for the last place both go to the owner's review", async () => {
    const a = await listing(ownerA, [{ placementKey: "modalPic", capacity: 1 }]);
    const spaceId = a.spaces[0]?.id ?? "";
    const other = await signUpUser(t.app);
    const first = await completeDraft(advertiser, [a.website.id], [spaceId]);
    const second = await completeDraft(other, [a.website.id], [spaceId]);
    const results = await Promise.all([
      t.app.inject({ method: "POST", url: `/api/ads/drafts/${first}/submit`, headers: as(advertiser) }),
      t.app.inject({ method: "POST", url: `/api/ads/drafts/${second}/submit`, headers: as(other) }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
  });
});

describe("the marketplace", () => {
  it("lists other owners' websites with public fields only", async () => {
    const a = await listing(ownerA, [{ placementKey: "sidebar" }]);
    await listing(advertiser, [{ placementKey: "sidebar" }]);
    const response = await t.app.inject({ method: "GET", url: "/api/marketplace/websites", headers: as(advertiser) });
    const websites = response.json().items;
    expect(websites.map((w: { id: string }) => w.id)).toContain(a.website.id);
    expect(websites.every((w: { id: string }) => w.id !== undefined)).toBe(true);
    expect(response.body).not.toContain(ownerA.email);
    expect(response.body).not.toContain(ownerA.id);
    expect(response.body).not.toContain(advertiser.id);
    const mine = await t.app.inject({ method: "GET", url: "/api/websites", headers: as(advertiser) });
    for (const own of mine.json().items) expect(websites.map((w: { id: string }) => w.id)).not.toContain(own.id);
  });
});

describe("the direct ad", () => {
  it("publishes a PDF in one space, with the direct form's texts when fields are missing", async () => {
    const a = await listing(ownerA, [{ placementKey: "inFeed", capacity: 5 }]);
    const fields = { websiteId: a.website.id, categoryId: a.spaces[0]?.id ?? "" };
    const missing = await upload(
      advertiser,
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
      advertiser,
      "/api/ads/direct",
      { data: Buffer.from("plain text"), filename: "f.pdf" },
      fields,
    );
    expect(text.json().message).toBe("Invalid file type. Please upload an image, video, or PDF.");

    const ok = await upload(
      advertiser,
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
      websites: [{ websiteId: a.website.id }],
    });
  });
});
