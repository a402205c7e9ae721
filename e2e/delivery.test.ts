import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { bookAdViaApi, createListing } from "./support/api.js";
import { openSession } from "./support/browser.js";
import { useIsolatedJourney } from "./support/fixtures.js";
import { signUp } from "./support/journeys.js";
import { READER_AGENT, usePublisherSite } from "./support/publisher-site.js";

const journey = useIsolatedJourney();
const XSS_NAME = "<img src=x onerror=alert(1)>";

// The owner's own website: a static page on another origin, with the pasted snippets.
const site = usePublisherSite();

describe("delivery on a publisher's page", () => {
  it("shows paid ads with the placard-ad-* classes, rotates, offers an empty space, and counts honestly", async () => {
    const owner = await openSession(journey.browser, journey.server.url);
    await signUp(owner.page);
    const listing = await createListing(owner.context.request, "Kigali Daily", [
      { placementKey: "sidebar", priceCents: 2000, capacity: 2 },
      { placementKey: "bottom", priceCents: 1500, capacity: 2 },
      { placementKey: "inFeed", priceCents: 900, capacity: 1 },
    ]);
    const { sidebar: rotating = "", bottom: counting = "", inFeed: empty = "" } = listing.spaceIdOf;
    const snippet = async (spaceId: string) =>
      (await (await owner.context.request.get(`/api/spaces/${spaceId}/integration`)).json()).snippets.html as string;

    const advertiser = await openSession(journey.browser, journey.server.url);
    await signUp(advertiser.page);
    const book = (spaceIds: string[], businessName: string) =>
      bookAdViaApi(advertiser.context.request, owner.context.request, {
        websiteId: listing.websiteId,
        spaceIds,
        businessName,
      });
    await book([rotating], XSS_NAME);
    await book([rotating], "Acme Coffee");
    const countedAd = await book([counting], "Beta Bikes");

    site.html = `<!doctype html><html><head><title>Kigali Daily</title></head><body>
      <h1>Kigali Daily</h1>
      <section id="rotating">${await snippet(rotating)}</section>
      <section id="empty">${await snippet(empty)}</section>
      <div style="height: 3000px">Long article</div>
      <section id="counting">${await snippet(counting)}</section>
    </body></html>`;

    // A reader's browser: headless Chromium's own user agent is (rightly) taken for a bot.
    const reader = await openSession(journey.browser, site.url, { userAgent: READER_AGENT });
    let alerted = false;
    reader.page.on("dialog", (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    // The reader's page has a query and a fragment: only its path is counted (decision 0059).
    await reader.page.goto("/kigali/today?reader=42#comments");

    // The paid ads, built with the documented classes; markup in a name stays text.
    const rotatingSlot = reader.page.locator("#rotating");
    for (const name of ["wrapper", "container", "item", "header", "content", "business-name", "cta", "footer"]) {
      await rotatingSlot.locator(`.placard-ad-${name}`).first().waitFor({ state: "attached" });
    }
    const names = new Set<string>();
    await expect
      .poll(
        async () => {
          names.add((await rotatingSlot.locator(".placard-ad-business-name").first().textContent()) ?? "");
          return names.size;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(2);
    expect(names).toContain(XSS_NAME);
    expect(names).toContain("Acme Coffee");
    expect(await reader.page.locator('img[src="x"]').count()).toBe(0);
    expect(alerted).toBe(false);
    const cta = rotatingSlot.locator(".placard-ad-cta").first();
    expect(await cta.getAttribute("rel")).toContain("sponsored");

    // The empty space invites advertisers, with its price and the direct-ad link.
    const emptySlot = reader.page.locator("#empty");
    await emptySlot.getByText("Available Advertising Space").waitFor();
    await emptySlot.getByText("$9").first().waitFor();
    const invite = await emptySlot.getByRole("link", { name: "Advertise here" }).getAttribute("href");
    expect(invite).toBe(`${journey.server.url}/direct-ad?websiteId=${listing.websiteId}&categoryId=${empty}`);

    // Below the fold: no view until half of the ad has been visible for a second.
    const stats = async () =>
      (await (await advertiser.context.request.get(`/api/ads/${countedAd}/stats`)).json()) as {
        views: number;
        clicks: number;
      };
    const countingSlot = reader.page.locator("#counting");
    await countingSlot.locator(".placard-ad-item").waitFor({ state: "attached" });
    // Paid ads take every turn (decision 0030): this space has room for a second ad, yet the
    // "Available Advertising Space" card never rotates in beside its one paid ad.
    const watchedSince = Date.now();
    await reader.page.evaluate(() => {
      const slot = document.querySelector("#counting");
      const flags = window as unknown as { sawHouseCard: boolean };
      flags.sawHouseCard = false;
      if (!slot) return;
      new MutationObserver(() => {
        if (slot.textContent?.includes("Available Advertising Space")) flags.sawHouseCard = true;
      }).observe(slot, { subtree: true, childList: true, characterData: true });
    });
    await reader.page.waitForTimeout(2_500);
    expect((await stats()).views).toBe(0);
    await countingSlot.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await stats()).views, { timeout: 10_000 }).toBe(1);

    // A double click opens the business twice but counts once.
    const popups: Promise<unknown>[] = [];
    reader.context.on("page", (popup) => popups.push(popup.waitForEvent("close").catch(() => undefined)));
    await countingSlot.locator(".placard-ad-cta").dblclick();
    await expect.poll(async () => (await stats()).clicks, { timeout: 10_000 }).toBe(1);
    await reader.page.waitForTimeout(1_500);
    expect(await stats()).toEqual(expect.objectContaining({ views: 1, clicks: 1 }));
    // Past a whole rotation period (ROTATION_MS, 5 s) the paid ad is still the only card.
    await reader.page.waitForTimeout(Math.max(0, 6_000 - (Date.now() - watchedSince)));
    expect(await reader.page.evaluate(() => (window as unknown as { sawHouseCard: boolean }).sawHouseCard)).toBe(false);
    expect(await countingSlot.locator(".placard-ad-business-name").first().textContent()).toBe("Beta Bikes");

    // The advertiser sees them on the ad's page.
    await advertiser.page.goto(`/approved-detail/${countedAd}`);
    await expect.poll(() => advertiser.page.getByTestId("views").textContent()).toBe("1");
    expect(await advertiser.page.getByTestId("clicks").textContent()).toBe("1");
    // Where and on what (decision 0059): a desktop browser, on the page's path only; a local
    // address has no country.
    await expect.poll(() => advertiser.page.getByTestId("reach-country").textContent()).toContain("Unknown");
    await advertiser.page.getByRole("button", { name: "Device" }).click();
    await expect.poll(() => advertiser.page.getByTestId("reach-device").textContent()).toContain("Desktop");
    await advertiser.page.getByRole("button", { name: "Page" }).click();
    const pages = advertiser.page.getByTestId("reach-page").getByTestId("reach-row");
    await expect.poll(() => pages.allTextContents()).toEqual(["/kigali/today11100%"]);
    expect(reader.pageErrors).toEqual([]);
  });

  it("works from the JavaScript snippet and from the Python and PHP snippets' output", async () => {
    const owner = await openSession(journey.browser, journey.server.url);
    await signUp(owner.page);
    const listing = await createListing(owner.context.request, "Nairobi Tech", [
      { placementKey: "rightRail", priceCents: 1000, capacity: 1 },
    ]);
    const spaceId = listing.spaceIds[0] ?? "";
    const advertiser = await openSession(journey.browser, journey.server.url);
    await signUp(advertiser.page);
    await bookAdViaApi(advertiser.context.request, owner.context.request, {
      websiteId: listing.websiteId,
      spaceIds: [spaceId],
      businessName: "Gamma Books",
    });
    const { snippets } = await (await owner.context.request.get(`/api/spaces/${spaceId}/integration`)).json();
    const python = execFileSync("python3", ["-c", `${snippets.python}\nprint(placard_ad())`], { encoding: "utf8" });
    expect(python).toContain("Gamma Books");
    const sections = [
      `<section id="javascript">${snippets.javascript.match(/<div id="placard-[^"]+"[^>]*><\/div>/)?.[0]}<script>${snippets.javascript}</script></section>`,
      `<section id="python">${python}</section>`,
    ];
    const hasPhp = (() => {
      try {
        execFileSync("php", ["-v"], { stdio: "ignore" });
        return true;
      } catch {
        return false;
      }
    })();
    if (hasPhp) {
      const php = execFileSync("php", ["-r", snippets.php.replace(/^<\?php/, "").replace(/\?>\s*$/, "")], {
        encoding: "utf8",
      });
      sections.push(`<section id="php">${php}</section>`);
    }
    site.html = `<!doctype html><html><body><h1>Nairobi Tech</h1>${sections.join("\n")}</body></html>`;

    const reader = await openSession(journey.browser, site.url);
    await reader.page.goto("/");
    for (const id of ["javascript", "python", ...(hasPhp ? ["php"] : [])]) {
      await reader.page.locator(`#${id} .placard-ad-business-name`).getByText("Gamma Books").first().waitFor();
    }
    expect(reader.pageErrors).toEqual([]);
  });
});
