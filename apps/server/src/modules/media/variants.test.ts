import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { MEDIA_KEYS_SQL } from "../../db/snapshot.js";
import { selectRows } from "../../db/client.js";
import { ads } from "../../db/schema/campaigns.js";
import { mediaObjects } from "../../db/schema/inventory.js";
import { useTestApp } from "../../test/use-test-app.js";
import {
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
  type TestUser,
} from "../../test/factories.js";
import { gifImage, pngImage } from "../../test/images.js";
import { multipart } from "../../test/multipart.js";
import { addMissingVariants } from "./backfill.js";
import { variantKey } from "./service.js";
import { leadImageSrcset } from "@placard/shared/delivery";

const t = useTestApp();
let advertiser: TestUser;
beforeAll(async () => {
  advertiser = await signUpUser(t.app);
});

const db = () => t.app.database.db;

/** Uploads a creative as a new draft through the real endpoint; its media row. */
async function upload(filename: string, contentType: string, data: Buffer) {
  const form = multipart({}, [{ field: "creative", filename, contentType, data }]);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/ads/drafts",
    headers: { ...form.headers, cookie: advertiser.cookie },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(201);
  const [ad] = await db()
    .select()
    .from(ads)
    .where(eq(ads.id, (response.json() as { id: string }).id));
  const [media] = await db()
    .select()
    .from(mediaObjects)
    .where(eq(mediaObjects.id, ad?.creativeMediaId ?? ""));
  if (!media) throw new Error("no media");
  return media;
}

const exists = (key: string) => t.app.storage.get(key).then((object) => !!object);

/**
 * A running ad whose creative is an 800-px PNG uploaded through the real endpoint (so it has
 * widths), in a space of `placementKey` on a new website, plus an empty `bottom` space there.
 */
async function runningWideAd(placementKey: "sidebar" | "beneathTitle" | "inFeed") {
  const owner = await signUpUser(t.app);
  const website = await createWebsite(t.app, owner);
  const created = await createSpaces(t.app, owner, website.id, [
    { placementKey, priceCents: 2000, capacity: 1 },
    { placementKey: "bottom", priceCents: 2000, capacity: 1 },
  ]);
  // The answer lists a website's spaces in its own order, not the request's.
  const space = created.find((one) => one.placementKey === placementKey);
  const empty = created.find((one) => one.placementKey === "bottom");
  if (!space || !empty) throw new Error("no space");
  const media = await upload("wide.png", "image/png", await pngImage(800));
  const request = await createPlacementRequest(db(), {
    advertiserId: advertiser.id,
    websiteId: website.id,
    spaceIds: [space.id],
    state: "running",
  });
  await db().update(ads).set({ creativeMediaId: media.id }).where(eq(ads.id, request.adId));
  t.app.delivery.cache.invalidate();
  await t.app.delivery.cache.settled();
  return { space, empty, media };
}

describe("image creatives get WebP widths at upload (decision 0060)", () => {
  it("stores each width below the original's as WebP beside the untouched original, and removes them with the draft", async () => {
    const original = await pngImage(1000);
    const media = await upload("wide.png", "image/png", original);
    expect(media.width).toBe(1000);
    expect(media.variantWidths).toEqual([320, 640, 960]);
    for (const width of media.variantWidths) {
      const key = variantKey(media.storageKey, width);
      expect(key).toMatch(/^creatives\/[0-9a-f-]+\.w\d+\.webp$/);
      const served = await t.app.inject({ method: "GET", url: `/media/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width]).toEqual(["webp", width]);
    }
    const kept = await t.app.inject({ method: "GET", url: `/media/${media.storageKey}` });
    expect(kept.rawPayload.equals(original)).toBe(true);
    // A backup copies them with the original and its thumbnail.
    const keys = await selectRows<{ key: string }>(db(), sql.raw(MEDIA_KEYS_SQL));
    expect(keys.map((row) => row.key)).toEqual(
      expect.arrayContaining([media.storageKey, ...media.variantWidths.map((w) => variantKey(media.storageKey, w))]),
    );

    // A new draft replaces this one: its files go, widths too.
    await upload("small.png", "image/png", await pngImage(64));
    expect(await exists(media.storageKey)).toBe(false);
    for (const width of media.variantWidths) expect(await exists(variantKey(media.storageKey, width))).toBe(false);
  });

  it("leaves GIFs (animation) and images narrower than the smallest width as they are", async () => {
    expect((await upload("a.gif", "image/gif", await gifImage(1000))).variantWidths).toEqual([]);
    expect((await upload("b.png", "image/png", await pngImage(300))).variantWidths).toEqual([]);
    const svg = await t.app.inject({
      method: "POST",
      url: "/api/ads/drafts",
      ...(() => {
        const form = multipart({}, [
          { field: "creative", filename: "c.svg", contentType: "image/svg+xml", data: Buffer.from("<svg/>") },
        ]);
        return { headers: { ...form.headers, cookie: advertiser.cookie }, payload: form.payload };
      })(),
    });
    expect(svg.statusCode).toBe(415); // SVG is never a creative
  });

  it("puts the widths in the decision's srcset and in the server-rendered HTML, sized to the box", async () => {
    const { space, media } = await runningWideAd("sidebar");

    const base = "http://localhost:3000/media/";
    const srcset =
      `${base}${variantKey(media.storageKey, 320)} 320w, ${base}${variantKey(media.storageKey, 640)} 640w, ` +
      `${base}${media.storageKey} 800w`;
    const decision = await t.app.inject({ method: "GET", url: `/serve/v1/spaces?ids=${space.publicId}` });
    const served = decision.json().spaces[space.publicId].ads[0].creative;
    expect(served).toEqual({
      kind: "image",
      url: `${base}${media.storageKey}`,
      thumbnailUrl: expect.any(String),
      srcset,
    });

    const html = await t.app.inject({ method: "GET", url: `/serve/html/${space.publicId}?w=300&h=400` });
    expect(html.body).toContain(`srcset="${srcset}" sizes="(max-width:300px) 100vw,300px"`);
  });

  it("answers a space's lead image with the file of the width asked for, and names it in a lead decision (decisions 0066, 0067)", async () => {
    const { space, empty, media } = await runningWideAd("beneathTitle");

    const base = "http://localhost:3000/media/";
    const image = (publicId: string, w: number | string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url: `/serve/v1/spaces/${publicId}/image?w=${w}`, headers });
    for (const [w, key, type] of [
      [1, variantKey(media.storageKey, 320), "image/webp"],
      [320, variantKey(media.storageKey, 320), "image/webp"],
      [321, variantKey(media.storageKey, 640), "image/webp"],
      [960, media.storageKey, "image/png"],
      [1280, media.storageKey, "image/png"],
    ] as const) {
      const answer = await image(space.publicId, w);
      const file = await t.app.inject({ method: "GET", url: `/media/${key}` });
      // The bytes of the chosen file itself, in one round trip (no redirect).
      expect([w, answer.statusCode, answer.headers["content-type"], answer.headers.etag]).toEqual([
        w,
        200,
        type,
        `"${key}"`,
      ]);
      expect(answer.rawPayload.equals(file.rawPayload)).toBe(true);
      // The first card can change: the reader asks again each time, and a file they have is a 304.
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.headers["access-control-allow-origin"]).toBe("*");
      expect(answer.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      const again = await image(space.publicId, w, { "if-none-match": `"${key}"` });
      expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
      const changed = await image(space.publicId, w, { "if-none-match": '"creatives/an-older-picture.png"' });
      expect(changed.statusCode).toBe(200);
    }
    expect(
      (await t.app.inject({ method: "HEAD", url: `/serve/v1/spaces/${space.publicId}/image?w=640` })).statusCode,
    ).toBe(200);
    // Nothing running there, an unknown space: nothing to preload, and no error in the page's console.
    expect((await image(empty.publicId, 640)).statusCode).toBe(204);
    expect((await image("nosuchspace1", 640)).statusCode).toBe(204);
    for (const w of ["", "0", "x", "99999"]) expect((await image(space.publicId, w)).statusCode).toBe(400);

    const lead = await t.app.inject({ method: "GET", url: `/serve/v1/spaces?ids=${space.publicId}&lead=1` });
    expect(lead.json().spaces[space.publicId].ads[0].creative).toEqual({
      kind: "image",
      url: `${base}${media.storageKey}`,
      thumbnailUrl: expect.any(String),
      srcset: leadImageSrcset("http://localhost:3000", space.publicId),
    });
    const plain = await t.app.inject({ method: "GET", url: `/serve/v1/spaces?ids=${space.publicId}` });
    expect(plain.json().spaces[space.publicId].ads[0].creative.srcset).toContain(variantKey(media.storageKey, 640));
    // A file gone from storage is a 404 without the ETag, so no cache can pin the error to it.
    await t.app.storage.delete(variantKey(media.storageKey, 640));
    const gone = await image(space.publicId, 640);
    expect([gone.statusCode, gone.headers.etag]).toEqual([404, undefined]);
    // The flag is 1 or absent; anything else is refused, not guessed.
    for (const flag of ["lead=0", "lead=yes", "lead=1&lead=1"]) {
      const refused = await t.app.inject({ method: "GET", url: `/serve/v1/spaces?ids=${space.publicId}&${flag}` });
      expect([flag, refused.statusCode]).toEqual([flag, 400]);
    }
  });

  it("loads the server-rendered picture at once on the first screen and lazily lower down (decision 0066)", async () => {
    const html = async (placementKey: "sidebar" | "beneathTitle" | "inFeed") => {
      const { space } = await runningWideAd(placementKey);
      const answer = await t.app.inject({ method: "GET", url: `/serve/html/${space.publicId}?w=300&h=250` });
      return /<img class="placard-ad-image"[^>]*>/.exec(answer.body)?.[0] ?? "";
    };
    const title = await html("beneathTitle");
    expect([title.includes('fetchpriority="high"'), title.includes("loading=")]).toEqual([true, false]);
    // A rail is on the first screen of a wide one only: at once, at the usual priority.
    const rail = await html("sidebar");

    expect([rail.includes("fetchpriority="), rail.includes("loading=")]).toEqual([false, false]);
    const feed = await html("inFeed");
    expect([feed.includes("fetchpriority="), feed.includes('loading="lazy"')]).toEqual([false, true]);
  });

  it("gives creatives uploaded before them their widths once, by the daily job's backfill, and leaves the rest", async () => {
    const put = async (storageKey: string, mime: string, data: Buffer, width: number) => {
      await t.app.storage.putBuffer(storageKey, data);
      const [row] = await db()
        .insert(mediaObjects)
        .values({
          ownerId: advertiser.id,
          kind: "image",
          mime,
          sizeBytes: data.length,
          storageKey,
          width,
          height: width,
        })
        .returning();
      return row?.id ?? "";
    };
    const old = await put("creatives/old-creative.png", "image/png", await pngImage(700), 700);
    const gif = await put("creatives/old-animation.gif", "image/gif", await gifImage(700), 700);
    const logo = await put("logos/old-logo.png", "image/png", await pngImage(700), 700);
    const missing = await put("creatives/old-missing.png", "image/png", await pngImage(700), 700);
    await t.app.storage.delete("creatives/old-missing.png");
    const failed: string[] = [];

    expect(await addMissingVariants(db(), t.app.storage, (id) => failed.push(id))).toBe(1);
    const widths = async (id: string) =>
      (await db().select().from(mediaObjects).where(eq(mediaObjects.id, id)))[0]?.variantWidths;
    expect(await widths(old)).toEqual([320, 640]);
    expect(await exists("creatives/old-creative.w640.webp")).toBe(true);
    expect([await widths(gif), await widths(logo), await widths(missing)]).toEqual([[], [], []]);
    expect(failed).toEqual([]);
    expect(await addMissingVariants(db(), t.app.storage)).toBe(0); // nothing left to do
  });
});
