import { readFileSync } from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "@placard/shared/locales";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createListing, prepareAdViaApi, signUpViaApi } from "./support/api.js";
import { serveAxe, seriousViolations } from "./support/axe.js";
import { openSession } from "./support/browser.js";
import { useIsolatedJourney } from "./support/fixtures.js";
import { widerThanScreen } from "./support/layout.js";
import { REPO_ROOT } from "./support/server.js";

/**
 * Issue #33.4: the translated screens in every language, as a reader of each sees them — the
 * right `lang`, no raw catalog key, nothing wider than a phone (375 px) or cut off at 1280 px,
 * and no serious axe finding at 375 px. One isolated server; an anonymous visitor's choice is
 * the stored one (the header's select), a person's is on the account (PATCH /api/me).
 */
const journey = useIsolatedJourney();
const KEYS = Object.keys(
  JSON.parse(readFileSync(path.join(REPO_ROOT, "apps/web/src/lib/i18n/locales/en.json"), "utf8")) as object,
);
const PUBLIC = ["/", "/sign-in", "/sign-up", "/forgot-password"];
const SIGNED_IN = ["/dashboard", "/account"];
const WIDTHS = [375, 1280];

async function check(page: Page, locale: Locale, where: string, width: number): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  await page.goto(where);
  await page.locator(`html[lang="${locale}"]`).waitFor({ state: "attached" });
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label^="Loading"]'));
  const text = await page.locator("body").innerText();
  const raw = KEYS.filter((key) => text.includes(key));
  if (raw.length > 0) found[`${where} raw keys`] = raw;
  const sideways = await widerThanScreen(page, "header, main");
  if (sideways.length > 0) found[`${where} sideways`] = sideways;
  if (width === 375) {
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[`${where} axe`] = violations;
  }
  return found;
}

describe("every language on the translated screens (#33)", () => {
  it("signed out: the right lang, no raw key, fits at 375 and 1280 px, axe at 375 px", async () => {
    const found: Record<string, unknown> = {};
    for (const locale of LOCALES) {
      const session = await openSession(journey.browser, journey.server.url);
      await serveAxe(session.context);
      await session.context.addInitScript((chosen) => localStorage.setItem("placard.locale", chosen), locale);
      for (const width of WIDTHS) {
        await session.page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        for (const where of PUBLIC)
          Object.assign(found, prefix(`${locale} ${width}`, await check(session.page, locale, where, width)));
      }
      expect(session.pageErrors).toEqual([]);
      await session.context.close();
    }
    expect(found).toEqual({});
  }, 300_000);

  it("signed in: the account's language, on /dashboard and /account", async () => {
    const session = await openSession(journey.browser, journey.server.url);
    await serveAxe(session.context);
    await signUpViaApi(session.context.request, journey.server.url, "Amani");
    const found: Record<string, unknown> = {};
    for (const locale of LOCALES) {
      expect((await session.context.request.patch("/api/me", { data: { locale } })).ok()).toBe(true);
      for (const width of WIDTHS) {
        await session.page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        for (const where of SIGNED_IN)
          Object.assign(found, prefix(`${locale} ${width}`, await check(session.page, locale, where, width)));
      }
    }
    expect(found).toEqual({});
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  }, 300_000);
});

const prefix = (label: string, found: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(found).map(([key, value]) => [`${label} ${key}`, value]));

// ---- i18n-screens (#33): the ad flow's, campaign, review, report, video and help screens ----

/** A visible line that is nothing but a catalog key ("campaigns.flow.continue"): a text left untranslated. */
const RAW_KEY_LINE = /^[a-z_]+(\.[a-z_]+)+$/;

async function checkScreen(page: Page, where: string): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  await page.goto(where);
  await page.locator('html[lang="fr"]').waitFor({ state: "attached" });
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label^="Chargement"]'));
  const text = await page.locator("body").innerText();
  const raw = [
    ...KEYS.filter((key) => text.includes(key)),
    ...text.split("\n").filter((line) => RAW_KEY_LINE.test(line.trim())),
  ];
  if (raw.length > 0) found[`${where} raw keys`] = raw;
  const sideways = await widerThanScreen(page, "header, main");
  if (sideways.length > 0) found[`${where} sideways`] = sideways;
  return found;
}

describe("the ad flow and help screens in French (#33)", () => {
  it("an advertiser's and an owner's screens: no raw key, nothing sideways at 375 and 1280 px", async () => {
    const owner = await openSession(journey.browser, journey.server.url);
    await signUpViaApi(owner.context.request, journey.server.url, "Olivier");
    const listing = await createListing(owner.context.request, "Gazette Kigali", [{ placementKey: "sidebar" }]);
    const advertiser = await openSession(journey.browser, journey.server.url);
    await signUpViaApi(advertiser.context.request, journey.server.url, "Amelie");
    // One ad the owner approved (awaiting payment on its page), one still waiting for their review.
    const booked = await prepareAdViaApi(
      advertiser.context.request,
      { websiteIds: [listing.websiteId], spaceIds: listing.spaceIds },
      "Café Akagera",
    );
    expect((await advertiser.context.request.post(`/api/ads/drafts/${booked}/submit`)).status()).toBe(201);
    const review = await (await owner.context.request.get(`/api/reviews/ads/${booked}`)).json();
    const approved = await owner.context.request.post(`/api/reviews/requests/${review.websites[0].requestId}/approve`);
    expect(approved.ok()).toBe(true);
    const second = await createListing(owner.context.request, "Radio Huye", [{ placementKey: "sidebar" }]);
    const waiting = await prepareAdViaApi(
      advertiser.context.request,
      { websiteIds: [second.websiteId], spaceIds: second.spaceIds },
      "Boulangerie Nyamirambo",
    );
    expect((await advertiser.context.request.post(`/api/ads/drafts/${waiting}/submit`)).status()).toBe(201);
    for (const { context } of [owner, advertiser])
      expect((await context.request.patch("/api/me", { data: { locale: "fr" } })).ok()).toBe(true);

    const screens = [
      [advertiser.page, ["/request", "/select", "/approved-ads", `/approved-detail/${booked}`, "/support", "/videos"]],
      [advertiser.page, ["/payment-result?status=failed&txref=T-1", `/report/${booked}`]],
      [owner.page, ["/pending-ads", `/pending-ad/${waiting}`]],
    ] as const;
    const found: Record<string, unknown> = {};
    for (const width of WIDTHS) {
      for (const [page, routes] of screens) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        for (const where of routes) Object.assign(found, prefix(`fr ${width}`, await checkScreen(page, where)));
      }
    }
    expect(found).toEqual({});
    expect(advertiser.pageErrors).toEqual([]);
    expect(owner.pageErrors).toEqual([]);
    await advertiser.context.close();
    await owner.context.close();
  }, 300_000);
});
