import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openSession } from "./support/browser.js";
import { signUp } from "./support/journeys.js";

/** Names an owner could type, each trying to get out of the comment it lands in (#13). */
const WEBSITE_NAME = "</script><script>alert('website')</script>";
const SPACE_NAMES = [
  "--!><img src=x onerror=alert('html')>",
  "Daily\u2028alert('u2028')//",
  "Quotes ' \" and \\ -->alert('end')<!--",
];

let browser: Browser;
let publisher: Server;
let publisherUrl = "";
let page = "";

beforeAll(async () => {
  browser = await launchBrowser();
  // The owner's own website, on another origin, with the pasted snippets.
  publisher = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
  });
  await new Promise<void>((resolve) => publisher.listen(0, "127.0.0.1", resolve));
  publisherUrl = `http://127.0.0.1:${(publisher.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => publisher.close(resolve));
});

/** A website with the hostile name and one space per hostile name, each with room for an ad. */
async function createHostileListing(request: APIRequestContext) {
  const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0891b2" } })
    .png()
    .toBuffer();
  const website = await request.post("/api/websites", {
    multipart: {
      name: WEBSITE_NAME,
      url: `https://hostile-${randomBytes(3).toString("hex")}.example.com`,
      logo: { name: "logo.png", mimeType: "image/png", buffer: logo },
    },
  });
  expect(website.status()).toBe(201);
  const websiteId = (await website.json()).id as string;
  const created = await request.post(`/api/websites/${websiteId}/spaces`, {
    data: {
      spaces: SPACE_NAMES.map((name, index) => ({
        placementKey: ["sidebar", "bottom", "inFeed"][index],
        name,
        priceCents: 1000,
        capacity: 1,
      })),
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).spaces as { id: string; publicId: string; name: string }[];
}

describe("integration code with hostile names", () => {
  it("keeps every name inside its comment in Chromium: no dialog, no injected element, the slots still work", async () => {
    const owner = await openSession(browser, inject("baseUrl"));
    await signUp(owner.page);
    const spaces = await createHostileListing(owner.context.request);
    expect(spaces.map((space) => space.name).sort()).toEqual([...SPACE_NAMES].sort());

    const sections: string[] = [];
    const jsSnippets: string[] = [];
    for (const space of spaces) {
      const response = await owner.context.request.get(`/api/spaces/${space.id}/integration`);
      const { snippets } = (await response.json()) as { snippets: { html: string; javascript: string } };
      jsSnippets.push(snippets.javascript);
      // HTML as pasted into the page; JavaScript as an inline script after its slot.
      sections.push(`<section class="html-slot">${snippets.html}</section>`);
      sections.push(
        `<section class="js-slot"><div id="placard-${space.publicId}"></div><script>${snippets.javascript}</script></section>`,
      );
    }
    page = `<!doctype html><html><head><title>Hostile names</title></head><body>
      <h1>Publisher page</h1>
      ${sections.join("\n      ")}
      <p id="page-end">The rest of the page</p>
    </body></html>`;

    const reader = await openSession(browser, publisherUrl);
    const dialogs: string[] = [];
    reader.page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await reader.page.goto("/");

    // Every slot (three HTML, three JavaScript) shows the space's 'Available Advertising Space' card.
    const cards = reader.page.locator(".placard-ad-business-name", { hasText: "Available Advertising Space" });
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(6);
    for (const selector of [".html-slot", ".js-slot"]) {
      await expect.poll(() => reader.page.locator(`${selector} .placard-ad-wrapper`).count()).toBe(3);
    }
    await reader.page.locator("#page-end").waitFor();

    // Nothing the names carried ran or became markup.
    expect(dialogs).toEqual([]);
    expect(await reader.page.locator('img[src="x"]').count()).toBe(0);
    const inlineScripts = await reader.page.locator("script:not([src])").count();
    expect(inlineScripts).toBe(3);
    expect(reader.pageErrors).toEqual([]);
    await reader.context.close();

    // The JavaScript snippets alone (decision 0063): each adds its decision's preload (the first
    // also the stylesheet's) and the script at high priority; the script takes the preloaded
    // answers, one request per URL, none asked twice.
    page = `<!doctype html><html><head><title>Script snippets</title></head><body>
      ${spaces.map((space, index) => `<div id="placard-${space.publicId}"></div><script>${jsSnippets[index]}</script>`).join("\n      ")}
    </body></html>`;
    const scripted = await openSession(browser, publisherUrl);
    await scripted.page.goto("/");
    await expect.poll(() => scripted.page.locator(".placard-ad-wrapper").count(), { timeout: 15_000 }).toBe(3);
    const loads = await scripted.page.evaluate(() => ({
      preloads: Array.from(
        document.head.querySelectorAll("link[rel=preload][as=fetch]"),
        (link) => (link as HTMLLinkElement).href,
      ),
      requests: performance.getEntriesByType("resource").map((entry) => entry.name),
      priority: (document.head.querySelector("script[src$='/embed/v1/placard.js']") as HTMLScriptElement).fetchPriority,
    }));
    const local = (urls: string[]) =>
      urls
        .map((url) => new URL(url).pathname + new URL(url).search)
        .filter((path) => path.startsWith("/serve/v1/spaces") || path === "/embed/v1/placard.css")
        .sort();
    // The sidebar is on the first screen from 1024 px (decision 0066): its decision is asked for
    // with the lead flag, and its image preload too (204: nothing runs there yet).
    const sidebar = spaces.find((space) => space.name === SPACE_NAMES[0])?.publicId;
    const lead = (publicId: string) => (publicId === sidebar ? "&lead=1" : "");
    const expected = [
      ...spaces.map((space) => `/serve/v1/spaces?ids=${space.publicId}${lead(space.publicId)}`),
      "/embed/v1/placard.css",
    ].sort();
    const images = local(loads.requests).filter((path) => path.includes("/image?w="));
    expect(local(loads.preloads)).toEqual(expected);
    expect(local(loads.requests).filter((path) => !path.includes("/image?w="))).toEqual(expected);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(new RegExp(`^/serve/v1/spaces/${sidebar}/image\\?w=\\d+$`));
    expect(loads.priority).toBe("high");
    expect(scripted.pageErrors).toEqual([]);
    await scripted.context.close();
    await owner.context.close();
  });
});
