import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ads } from "../db/schema/campaigns.js";
import { insertMedia } from "../modules/media/index.js";
import { type TestUser, createRequestOnNewWebsite } from "./factories.js";
import { pngImage } from "./images.js";
import { multipart } from "./multipart.js";

/**
 * For the creative A/B test files (decision 0061): a submitted ad of `advertiser` with its
 * creative 1 (an image), requesting one sidebar space of a new website of `owner`, in `state`.
 */
export async function adWithCreativeOnNewWebsite(
  app: FastifyInstance,
  options: { owner: TestUser; advertiser: TestUser; state: "pending" | "running" },
): Promise<{ adId: string; requestId: string; publicId: string }> {
  const made = await createRequestOnNewWebsite(app, {
    owner: options.owner,
    advertiserId: options.advertiser.id,
    spaces: [{ placementKey: "sidebar", capacity: 1 }],
    state: options.state,
  });
  const adId = made.request.adId;
  const media = await insertMedia(app.database.db, {
    ownerId: options.advertiser.id,
    kind: "image",
    mime: "image/png",
    sizeBytes: 100,
    storageKey: `creatives/${adId}-first.png`,
  });
  // The ad's own creative becomes its creative 1 (migration 0040's trigger).
  await app.database.db
    .update(ads)
    .set({ creativeMediaId: media.id, businessLink: "https://acme.example.com/" })
    .where(eq(ads.id, adId));
  return { adId, requestId: made.request.id, publicId: made.spaces[0]?.publicId ?? "" };
}

/** `user` adds a PNG creative to the ad (POST /api/ads/:adId/creatives). */
export async function uploadCreative(app: FastifyInstance, user: TestUser, adId: string) {
  const form = multipart({}, [
    { field: "creative", filename: "b.png", contentType: "image/png", data: await pngImage(400) },
  ]);
  return app.inject({
    method: "POST",
    url: `/api/ads/${adId}/creatives`,
    headers: { cookie: user.cookie, ...form.headers },
    payload: form.payload,
  });
}
