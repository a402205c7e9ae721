import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaObjects, websites } from "../../db/schema/inventory.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createWebsite, signUpUser } from "../../test/factories.js";
import { gifImage, jpegImage, oversizedPng, pngImage, svgImage } from "../../test/images.js";
import { type FilePart, multipart } from "../../test/multipart.js";

const t = useTestApp();
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
});

const mediaFiles = () => {
  const dir = path.join(t.dataDir, "media", "logos");
  return existsSync(dir) ? readdirSync(dir) : [];
};

function postWebsite(user: TestUser, fields: Record<string, string>, file?: Partial<FilePart> & { data: Buffer }) {
  const form = multipart(
    fields,
    file ? [{ field: "logo", filename: "logo.png", contentType: "image/png", ...file }] : [],
  );
  return t.app.inject({
    method: "POST",
    url: "/api/websites",
    headers: { ...form.headers, cookie: user.cookie },
    payload: form.payload,
  });
}

describe("creating a website", () => {
  it("stores the logo under a generated name with a thumbnail, and normalizes the URL", async () => {
    const response = await postWebsite(
      owner,
      { name: "  Kigali Daily ", url: "KigaliDaily.example.com/news/" },
      { data: await pngImage(600) },
    );
    expect(response.statusCode).toBe(201);
    const website = response.json();
    expect(website).toMatchObject({
      name: "Kigali Daily",
      url: "https://kigalidaily.example.com/news",
      status: "pending",
      spaceCount: 0,
    });
    expect(website.logoUrl).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.png$/);
    expect(website.thumbnailUrl).toMatch(/\.thumb\.webp$/);

    const logo = await t.app.inject({ method: "GET", url: website.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    const thumbnail = await t.app.inject({ method: "GET", url: website.thumbnailUrl });
    expect(thumbnail.headers["content-type"]).toBe("image/webp");
    const sharp = (await import("sharp")).default;
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(256);
  });

  it("accepts a GIF named logo.png and stores it as a GIF", async () => {
    const response = await postWebsite(
      owner,
      { name: "Gif Site", url: "https://gif.example.com" },
      { data: await gifImage(), filename: "logo.png", contentType: "image/png" },
    );
    expect(response.statusCode).toBe(201);
    const website = response.json();
    expect(website.logoUrl).toMatch(/\.gif$/);
    const [row] = await t.app.database.db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.storageKey, website.logoUrl.replace("/media/", "")));
    expect(row?.mime).toBe("image/gif");
  });

  it("accepts a JPEG", async () => {
    const response = await postWebsite(
      owner,
      { name: "Jpeg Site", url: "http://jpeg.example.com" },
      { data: await jpegImage(), filename: "photo.jpg", contentType: "image/jpeg" },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toBe("http://jpeg.example.com");
  });

  it.each([
    ["an SVG", svgImage(), "logo.svg", "image/svg+xml"],
    ["a text file named logo.png", Buffer.from("just some text, not an image at all"), "logo.png", "image/png"],
    ["an HTML file", Buffer.from("<!doctype html><script>alert(1)</script>"), "logo.gif", "image/gif"],
  ])("refuses %s with the SPEC text, storing nothing", async (_label, data, filename, contentType) => {
    const before = mediaFiles().length;
    const response = await postWebsite(
      stranger,
      { name: "Bad", url: "https://bad.example.com" },
      { data, filename, contentType },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: "unsupported_media_type",
      message: "Only JPEG, PNG, and GIF images are allowed.",
    });
    expect(mediaFiles().length).toBe(before);
    expect(await t.app.database.db.select().from(websites).where(eq(websites.ownerId, stranger.id))).toHaveLength(0);
  });

  it("refuses a 6 MB logo while streaming, with the SPEC text, storing nothing", async () => {
    const before = mediaFiles().length;
    const response = await postWebsite(
      stranger,
      { name: "Big", url: "https://big.example.com" },
      { data: oversizedPng(6 * 1024 * 1024) },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "payload_too_large", message: "Image must be smaller than 5MB." });
    expect(mediaFiles().length).toBe(before);
  });

  it("asks for a logo, a name and a valid http(s) URL, field by field", async () => {
    const noLogo = await postWebsite(stranger, { name: "No logo", url: "https://nologo.example.com" });
    expect(noLogo.statusCode).toBe(400);
    expect(noLogo.json().details.fields).toEqual({ logo: ["Please upload a logo to continue"] });

    const bad = await postWebsite(stranger, { name: "  ", url: "javascript:alert(1)" }, { data: await pngImage() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toMatchObject({
      name: ["Website name is required"],
      url: ["Enter a valid website address, such as https://example.com"],
    });
    for (const url of ["ftp://files.example.com", "not a url", "https://user:pw@example.com", "http://localhost-ish"]) {
      const response = await postWebsite(stranger, { name: "X", url }, { data: await pngImage() });
      expect(response.statusCode, url).toBe(400);
    }
    expect(mediaFiles().every((file) => !file.includes("partial"))).toBe(true);
  });

  it("refuses the same address twice for one owner", async () => {
    await createWebsite(t.app, owner, { url: "https://twice.example.com" });
    const again = await postWebsite(owner, { name: "Again", url: "twice.example.com/" }, { data: await pngImage() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already added this website.");
  });

  it("requires a session", async () => {
    const form = multipart({ name: "A", url: "https://a.example.com" }, [
      { field: "logo", filename: "a.png", contentType: "image/png", data: await pngImage() },
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/websites",
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("listing, reading and renaming", () => {
  it("lists only your websites, newest first, searchable by name or address without regard to case", async () => {
    const user = await signUpUser(t.app);
    const first = await createWebsite(t.app, user, { name: "Alpha News", url: "https://alpha.example.com" });
    const second = await createWebsite(t.app, user, { name: "Beta Blog", url: "https://beta.example.org" });
    await createWebsite(t.app, stranger, { name: "Alpha Stranger" });

    const all = await t.app.inject({ method: "GET", url: "/api/websites", headers: { cookie: user.cookie } });
    expect(all.json().items.map((w: { id: string }) => w.id)).toEqual([second.id, first.id]);

    const byName = await t.app.inject({
      method: "GET",
      url: "/api/websites?q=ALPHA",
      headers: { cookie: user.cookie },
    });
    expect(byName.json().items.map((w: { id: string }) => w.id)).toEqual([first.id]);
    const byLink = await t.app.inject({
      method: "GET",
      url: "/api/websites?q=example.ORG",
      headers: { cookie: user.cookie },
    });
    expect(byLink.json().items.map((w: { id: string }) => w.id)).toEqual([second.id]);
    const literal = await t.app.inject({ method: "GET", url: "/api/websites?q=%25", headers: { cookie: user.cookie } });
    expect(literal.json().items).toEqual([]);
    const pending = await t.app.inject({
      method: "GET",
      url: "/api/websites?status=verified",
      headers: { cookie: user.cookie },
    });
    expect(pending.json().items).toEqual([]);
    const count = async (query: string) =>
      (
        await t.app.inject({ method: "GET", url: `/api/websites/totals${query}`, headers: { cookie: user.cookie } })
      ).json().count;
    expect(await count("")).toBe(2);
    expect(await count("?q=alpha")).toBe(1);
    expect(await count("?status=verified")).toBe(0);
  });

  it("pages by cursor: a stable order, no row twice, a foreign cursor refused", async () => {
    const user = await signUpUser(t.app);
    const made = [];
    for (const name of ["One", "Two", "Three"]) made.push(await createWebsite(t.app, user, { name }));
    const page = (query: string) =>
      t.app.inject({ method: "GET", url: `/api/websites${query}`, headers: { cookie: user.cookie } });
    const first = (await page("?limit=2")).json();
    expect(first.items).toHaveLength(2);
    const second = (await page(`?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((w: { id: string }) => w.id)).toEqual(made.map((w) => w.id).reverse());
    expect((await page("?cursor=nonsense")).statusCode).toBe(400);
    expect((await page("?limit=201")).statusCode).toBe(400);
  });

  it("renames with a trimmed, non-empty name", async () => {
    const website = await createWebsite(t.app, owner, { name: "Old" });
    const renamed = await t.app.inject({
      method: "PATCH",
      url: `/api/websites/${website.id}`,
      headers: { cookie: owner.cookie },
      payload: { name: "  New name  " },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("New name");
    const empty = await t.app.inject({
      method: "PATCH",
      url: `/api/websites/${website.id}`,
      headers: { cookie: owner.cookie },
      payload: { name: "   " },
    });
    expect(empty.statusCode).toBe(400);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/websites/${website.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(read.json().name).toBe("New name");
  });

  it("answers 404 to anyone but the owner, and changes nothing", async () => {
    const website = await createWebsite(t.app, owner, { name: "Mine" });
    const read = await t.app.inject({
      method: "GET",
      url: `/api/websites/${website.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: "not_found", code: "website_not_found", message: "Website not found" });
    const rename = await t.app.inject({
      method: "PATCH",
      url: `/api/websites/${website.id}`,
      headers: { cookie: stranger.cookie },
      payload: { name: "Hijacked" },
    });
    expect(rename.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/websites/${website.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(mine.json().name).toBe("Mine");
  });
});
