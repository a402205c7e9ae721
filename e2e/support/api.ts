import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "playwright-core";
import sharp from "sharp";

/** Signs a user up through the API; the request context keeps the session cookie. */
export async function signUpViaApi(request: APIRequestContext, baseUrl: string, firstName = "Owner") {
  const email = `${firstName.toLowerCase()}-${randomBytes(4).toString("hex")}@example.com`;
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { origin: baseUrl },
    data: { firstName, lastName: "Test", email, password: "a long enough password" },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return email;
}

export interface Listing {
  websiteId: string;
  spaceIds: string[];
  /** The same ids by placement key (the server answers in placement order). */
  spaceIdOf: Record<string, string>;
}

/** A website with a logo and the given spaces, created through the API. */
export async function createListing(
  request: APIRequestContext,
  name: string,
  /** `capacity: 0` makes a closed space (created for 1, then set to 0). */
  spaces: { placementKey: string; priceCents?: number; capacity?: number }[],
): Promise<Listing> {
  const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0891b2" } })
    .png()
    .toBuffer();
  const website = await request.post("/api/websites", {
    multipart: {
      name,
      url: `https://${name.toLowerCase().replace(/\W+/g, "-")}-${randomBytes(2).toString("hex")}.example.com`,
      logo: { name: "logo.png", mimeType: "image/png", buffer: logo },
    },
  });
  if (website.status() !== 201) throw new Error(`create website failed: ${await website.text()}`);
  const websiteId = (await website.json()).id as string;
  const open = spaces.map((space) => (space.capacity === 0 ? { ...space, capacity: 1 } : space));
  const created = await request.post(`/api/websites/${websiteId}/spaces`, { data: { spaces: open } });
  if (created.status() !== 201) throw new Error(`create spaces failed: ${await created.text()}`);
  const list = (await created.json()).spaces as { id: string; placementKey: string }[];
  // A new space has room for at least one advertiser; a closed (full) one is closed after.
  for (const space of spaces) {
    const id = list.find((created) => created.placementKey === space.placementKey)?.id;
    if (space.capacity !== 0 || !id) continue;
    const closed = await request.put(`/api/spaces/${id}/capacity`, { data: { capacity: 0 } });
    if (!closed.ok()) throw new Error(`close space failed: ${await closed.text()}`);
  }
  return {
    websiteId,
    spaceIds: list.map((space) => space.id),
    spaceIdOf: Object.fromEntries(list.map((space) => [space.placementKey, space.id])),
  };
}

/** An MP4 by its bytes: an ftyp box, then an mdat box of zeros, `bytes` long in all. */
export function mp4File(bytes: number): Buffer {
  const ftyp = Buffer.alloc(28);
  ftyp.writeUInt32BE(28, 0);
  ftyp.write("ftypisom", 4, "latin1");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isomiso2mp41", 16, "latin1");
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(bytes - 28, 0);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, mdat, Buffer.alloc(bytes - 36)]);
}

/**
 * An "Acme Coffee" draft ad with a small video, business details and the given websites
 * and spaces chosen, through the API (the guided flow's steps); returns the draft's id.
 */
export async function prepareAdViaApi(
  request: APIRequestContext,
  selection: { websiteIds: string[]; spaceIds: (string | undefined)[] },
  businessName = "Acme Coffee",
): Promise<string> {
  const draft = await (
    await request.post("/api/ads/drafts", {
      multipart: { creative: { name: "ad.mp4", mimeType: "video/mp4", buffer: mp4File(64 * 1024) } },
    })
  ).json();
  await request.patch(`/api/ads/drafts/${draft.id}`, {
    data: {
      businessName,
      businessLink: "https://acme.example.com",
      businessLocation: "Kigali",
      description: "Fresh beans",
    },
  });
  await request.put(`/api/ads/drafts/${draft.id}/selection`, { data: selection });
  return draft.id as string;
}

/**
 * A running booking through the API: the advertiser's ad on one website's spaces is
 * submitted, the owner approves it, and the advertiser pays through the sandbox checkout.
 */
export async function bookAdViaApi(
  advertiser: APIRequestContext,
  owner: APIRequestContext,
  target: { websiteId: string; spaceIds: string[]; businessName: string },
): Promise<string> {
  const adId = await prepareAdViaApi(
    advertiser,
    { websiteIds: [target.websiteId], spaceIds: target.spaceIds },
    target.businessName,
  );
  const submitted = await advertiser.post(`/api/ads/drafts/${adId}/submit`);
  if (submitted.status() !== 201) throw new Error(`submit failed: ${await submitted.text()}`);
  const review = await (await owner.get(`/api/reviews/ads/${adId}`)).json();
  const requestId = review.websites[0].requestId as string;
  if (!(await owner.post(`/api/reviews/requests/${requestId}/approve`)).ok()) throw new Error("approve failed");
  const payment = await (
    await advertiser.post("/api/payments", { data: { requestId, email: "payer@example.com" } })
  ).json();
  const checkout = await advertiser.post(new URL(payment.paymentLink).pathname, {
    form: { action: "pay", method: "card" },
    maxRedirects: 0,
  });
  const back = await advertiser.get(String(checkout.headers().location), { maxRedirects: 0 });
  const result = new URL(String(back.headers().location), "http://x").searchParams.get("status");
  if (result !== "success") throw new Error(`payment ended ${result}`);
  return adId;
}
