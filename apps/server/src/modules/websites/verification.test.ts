import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { verificationMetaTag } from "@placard/shared/websites";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app.js";
import { type TestUser, createSpaces, createWebsite, signUpUser } from "../../test/factories.js";
import { hasVerificationTag, isPrivateAddress } from "./verification.js";

let t: TestApp;
let strict: TestApp;
let owner: TestUser;
let site: Server;
let siteUrl: string;
/** What the owner's home page says; tests change it. */
let homePage = "<html><head><title>Home</title></head></html>";

beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === "/moved") {
      response.writeHead(301, { location: "/" }).end();
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

const verify = (app: TestApp, user: TestUser, websiteId: string) =>
  app.app.inject({ method: "POST", url: `/api/websites/${websiteId}/verify`, headers: { cookie: user.cookie } });

describe("website verification by meta tag", () => {
  it("verifies when the home page carries the website's tag, and not before", async () => {
    const website = await createWebsite(t.app, owner, { url: siteUrl });
    expect(website).toMatchObject({ status: "pending", verificationToken: expect.stringMatching(/^[0-9a-f]{32}$/) });

    homePage = `<html><head>${verificationMetaTag("someone-elses-token")}</head></html>`;
    const missing = await verify(t, owner, website.id);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(`We could not find the verification tag on ${siteUrl}.`);

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
    expect(refused.json().message).toContain("refusing a private address");
    expect(isPrivateAddress("10.1.2.3")).toBe(true);
    expect(isPrivateAddress("172.20.0.1")).toBe(true);
    expect(isPrivateAddress("169.254.169.254")).toBe(true);
    expect(isPrivateAddress("::1")).toBe(true);
    expect(isPrivateAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isPrivateAddress("fd00::1")).toBe(true);
    expect(isPrivateAddress("93.184.216.34")).toBe(false);
    expect(hasVerificationTag('<meta name="placard-verification" content="abc">', "abd")).toBe(false);
  });
});

describe("website verification by the embed", () => {
  it("verifies a website when its embed asks from the website's own origin", async () => {
    // Another owner lists the same address (owners' URLs are unique per owner).
    const other = await signUpUser(t.app);
    const website = await createWebsite(t.app, other, { url: siteUrl });
    const [space] = await createSpaces(t.app, other, website.id, [
      { placementKey: "sidebar", priceCents: 100, capacity: 1 },
    ]);
    await t.app.delivery.cache.settled();
    const ask = (origin: string) =>
      t.app.inject({ method: "GET", url: `/serve/v1/spaces?ids=${space?.publicId}`, headers: { origin } });
    await ask("https://elsewhere.example.com");
    await t.app.delivery.cache.settled();
    const still = await t.app.inject({
      method: "GET",
      url: `/api/websites/${website.id}`,
      headers: { cookie: other.cookie },
    });
    expect(still.json().status).toBe("pending");

    await ask(siteUrl);
    await expect
      .poll(async () => {
        const response = await t.app.inject({
          method: "GET",
          url: `/api/websites/${website.id}`,
          headers: { cookie: other.cookie },
        });
        return response.json().status;
      })
      .toBe("verified");
  });
});
