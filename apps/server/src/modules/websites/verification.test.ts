import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  VERIFICATION_FILE_PATH,
  type Website,
  verificationFileContents,
  verificationMetaTag,
} from "@placard/shared/websites";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app.js";
import { type TestUser, createSpaces, createWebsite, signUpUser } from "../../test/factories.js";
import { hasVerificationFile, hasVerificationTag } from "./verification.js";

let t: TestApp;
let strict: TestApp;
let owner: TestUser;
let site: Server;
let siteUrl: string;
/** What the owner's home page says; tests change it. */
let homePage = "<html><head><title>Home</title></head></html>";
/** The owner's verification file, or null for a 404; tests change it. */
let wellKnownFile: string | null = null;
/** Where the verification file redirects to, if anywhere; tests change it. */
let wellKnownRedirect: string | null = null;

beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === "/moved") {
      response.writeHead(301, { location: "/" }).end();
      return;
    }
    if (request.url === VERIFICATION_FILE_PATH) {
      if (wellKnownRedirect) response.writeHead(302, { location: wellKnownRedirect }).end();
      else if (wellKnownFile === null) response.writeHead(404).end("not found");
      else response.writeHead(200, { "content-type": "text/plain" }).end(wellKnownFile);
      return;
    }
    if (request.url === "/elsewhere.txt") {
      response.writeHead(200, { "content-type": "text/plain" }).end(wellKnownFile ?? "");
      return;
    }
    response.writeHead(200, { "content-type": "text/html" }).end(homePage);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({ VERIFICATION_ALLOW_PRIVATE_HOSTS: "true" });
  strict = await createTestApp();
  owner = await signUpUser(t.app);
});
afterAll(async () => {
  await t.close();
  await strict.close();
  await new Promise((resolve) => site.close(resolve));
});

const getWebsite = async (app: TestApp, user: TestUser, websiteId: string): Promise<Website> =>
  (await app.app.inject({ method: "GET", url: `/api/websites/${websiteId}`, headers: { cookie: user.cookie } })).json();

const verify = (app: TestApp, user: TestUser, websiteId: string) =>
  app.app.inject({ method: "POST", url: `/api/websites/${websiteId}/verify`, headers: { cookie: user.cookie } });

describe("website verification by meta tag", () => {
  it("verifies when the home page carries the website's tag, and not before", async () => {
    const website = await createWebsite(t.app, owner, { url: siteUrl });
    expect(website).toMatchObject({ status: "pending", verificationToken: expect.stringMatching(/^[0-9a-f]{32}$/) });

    homePage = `<html><head>${verificationMetaTag("someone-elses-token")}</head></html>`;
    const missing = await verify(t, owner, website.id);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(
      `We could not find the verification tag on ${siteUrl} or the verification file at ` +
        `${siteUrl}${VERIFICATION_FILE_PATH} (the page answered 404).`,
    );

    homePage = `<html><head><META content="${website.verificationToken}" name='placard-verification'></head></html>`;
    const verified = await verify(t, owner, website.id);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe("verified");
    const stranger = await signUpUser(t.app);
    expect((await verify(t, stranger, website.id)).statusCode).toBe(404);
  });

  it("refuses to fetch private and loopback addresses unless allowed", async () => {
    const user = await signUpUser(strict.app);
    const website = await createWebsite(strict.app, user, { url: siteUrl });
    homePage = `<html><head>${verificationMetaTag(website.verificationToken)}</head></html>`;
    const refused = await verify(strict, user, website.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("(refusing a private address (127.0.0.1, loopback))");
    expect(hasVerificationTag('<meta name="placard-verification" content="abc">', "abd")).toBe(false);
  });
});

describe("website verification by the well-known file", () => {
  it("verifies when the file holds the website's token, and not with a wrong one", async () => {
    const user = await signUpUser(t.app);
    const website = await createWebsite(t.app, user, { url: `${siteUrl}/blog` });
    homePage = "<html><head><title>No tag here</title></head></html>";

    wellKnownFile = verificationFileContents("0123456789abcdef0123456789abcdef");
    const wrong = await verify(t, user, website.id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(
      `We could not find the verification tag on ${siteUrl}/blog or the verification file at ` +
        `${siteUrl}${VERIFICATION_FILE_PATH}.`,
    );
    expect((await getWebsite(t, user, website.id)).status).toBe("pending");

    // The file lives at the root of the host, whatever path the website was listed with.
    wellKnownFile = verificationFileContents(website.verificationToken);
    const verified = await verify(t, user, website.id);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe("verified");
    wellKnownFile = null;
  });

  it("does not follow the file to another host", async () => {
    const user = await signUpUser(t.app);
    const website = await createWebsite(t.app, user, { url: siteUrl });
    homePage = "<html><head></head></html>";
    wellKnownFile = verificationFileContents(website.verificationToken);
    // The same server under another name: a redirect off the website's host proves nothing.
    wellKnownRedirect = `${siteUrl.replace("127.0.0.1", "localhost")}/elsewhere.txt`;
    const refused = await verify(t, user, website.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("(it redirects to another host (localhost))");
    wellKnownRedirect = null;
    wellKnownFile = null;
  });

  it("reads the token from any line of the file", () => {
    expect(hasVerificationFile("abc\n", "abc")).toBe(true);
    expect(hasVerificationFile("  abc  \r\nother\n", "abc")).toBe(true);
    expect(hasVerificationFile("xabc\n", "abc")).toBe(false);
    expect(hasVerificationFile("", "abc")).toBe(false);
  });
});

describe("the embed seen on a website", () => {
  it("is a hint for the owner and never verifies: an Origin header is whatever a client says", async () => {
    // Another owner lists the same address (owners' URLs are unique per owner).
    const other = await signUpUser(t.app);
    const website = await createWebsite(t.app, other, { url: siteUrl });
    const [space] = await createSpaces(t.app, other, website.id, [
      { placementKey: "sidebar", priceCents: 100, capacity: 1 },
    ]);
    await t.app.delivery.cache.settled();
    // What `curl -H 'Origin: …'` sends: no browser, nothing fetched from the website.
    const ask = (origin: string) =>
      t.app.inject({ method: "GET", url: `/serve/v1/spaces?ids=${space?.publicId}`, headers: { origin } });
    await ask("https://elsewhere.example.com");
    await t.app.delivery.cache.settled();
    expect(await getWebsite(t, other, website.id)).toMatchObject({ status: "pending", embedSeen: null });

    const before = Date.now();
    await ask(siteUrl);
    await expect.poll(async () => (await getWebsite(t, other, website.id)).embedSeen?.origin).toBe(siteUrl);
    await t.app.delivery.cache.settled();
    const seen = await getWebsite(t, other, website.id);
    expect(seen.status).toBe("pending");
    expect(Date.parse(seen.embedSeen?.at ?? "")).toBeGreaterThanOrEqual(before - 1000);
  });
});
