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
}

/** A website with a logo and the given spaces, created through the API. */
export async function createListing(
  request: APIRequestContext,
  name: string,
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
  const created = await request.post(`/api/websites/${websiteId}/spaces`, { data: { spaces } });
  if (created.status() !== 201) throw new Error(`create spaces failed: ${await created.text()}`);
  return { websiteId, spaceIds: (await created.json()).spaces.map((space: { id: string }) => space.id) };
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
): Promise<string> {
  const draft = await (
    await request.post("/api/ads/drafts", {
      multipart: { creative: { name: "ad.mp4", mimeType: "video/mp4", buffer: mp4File(64 * 1024) } },
    })
  ).json();
  await request.patch(`/api/ads/drafts/${draft.id}`, {
    data: {
      businessName: "Acme Coffee",
      businessLink: "https://acme.example.com",
      businessLocation: "Kigali",
      description: "Fresh beans",
    },
  });
  await request.put(`/api/ads/drafts/${draft.id}/selection`, { data: selection });
  return draft.id as string;
}
