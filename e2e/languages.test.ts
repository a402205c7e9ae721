import { readFileSync } from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "@placard/shared/locales";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createListing, prepareAdViaApi, signUpViaApi } from "./support/api.js";
import { serveAxe, seriousViolations } from "./support/axe.js";
import { CONSOLE_OPERATOR, signUpOperatorViaApi } from "./support/console.js";
import { openSession } from "./support/browser.js";
import { useIsolatedJourney } from "./support/fixtures.js";
import { PHONE_WIDTH, atPhoneThenDesktop, widerThanScreen } from "./support/layout.js";
import { REPO_ROOT } from "./support/server.js";

/**
 * Issue #33.4: the translated screens in every language, as a reader of each sees them — the
 * right `lang`, no raw catalog key, nothing wider than a phone (375 px) or cut off at 1280 px,
 * and no serious axe finding at 375 px (its html-lang rules included). One isolated server and
 * one browser context for every public route in every language (the choice is the stored one,
 * the header's select's, changed between languages); a person's is on the account (PATCH /api/me).
 */
const journey = useIsolatedJourney();
const KEYS = Object.keys(
  JSON.parse(readFileSync(path.join(REPO_ROOT, "apps/web/src/lib/i18n/locales/en.json"), "utf8")) as object,
);
/** Every public route a visitor opens (the ones that need an existing ad or video excepted), and a 404. */
const PUBLIC = [
  "/",
  "/placard-ads",
  "/placard-spaces",
  "/pricing",
  "/videos",
  "/terms",
  "/privacy",
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password?token=abc",
  "/no-such-page",
];
const SIGNED_IN = ["/dashboard", "/account"];

/** Open a route and let it settle: the right `lang`, a heading, no spinner left. */
async function open(page: Page, locale: Locale, where: string) {
  await page.goto(where);
  await page.locator(`html[lang="${locale}"]`).waitFor({ state: "attached" });
  await page.locator("main h1").first().waitFor();
  // No spinner left (its label is translated: the spinning element marks it).
  await page.waitForFunction(() => !document.querySelector('[role="status"] > .animate-spin'));
}

/** Raw catalog keys and anything sideways on the open page, and at a phone's width axe's findings. */
async function inspect(page: Page, where: string, width: number): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  const text = await page.locator("body").innerText();
  const raw = KEYS.filter((key) => text.includes(key));
  if (raw.length > 0) found[`${where} raw keys`] = raw;
  const sideways = await widerThanScreen(page, "header, main");
  if (sideways.length > 0) found[`${where} sideways`] = sideways;
  if (width === PHONE_WIDTH) {
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[`${where} axe`] = violations;
  }
  return found;
}

/** Every route of `routes` in `locale`, each loaded once and checked at both widths. */
async function checkRoutes(page: Page, locale: Locale, routes: readonly string[]) {
  const found: Record<string, unknown> = {};
  for (const where of routes)
    await atPhoneThenDesktop(
      page,
      () => open(page, locale, where),
      async (width) => Object.assign(found, prefix(`${locale} ${width}`, await inspect(page, where, width))),
    );
  return found;
}

describe("every language on the translated screens (#33)", () => {
  it("signed out: every public route, the right lang, no raw key, fits at 375 and 1280 px, axe at 375 px", async () => {
    const found: Record<string, unknown> = {};
    const session = await openSession(journey.browser, journey.server.url);
    await serveAxe(session.context);
    for (const locale of LOCALES) {
      await session.page.goto("/");
      await session.page.evaluate((chosen) => localStorage.setItem("placard.locale", chosen), locale);
      Object.assign(found, await checkRoutes(session.page, locale, PUBLIC));
    }
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
    expect(found).toEqual({});
  }, 600_000);

  it("signed in: the account's language, on /dashboard and /account", async () => {
    const session = await openSession(journey.browser, journey.server.url);
    await serveAxe(session.context);
    await signUpViaApi(session.context.request, journey.server.url, "Amani");
    const found: Record<string, unknown> = {};
    for (const locale of LOCALES) {
      expect((await session.context.request.patch("/api/me", { data: { locale } })).ok()).toBe(true);
      Object.assign(found, await checkRoutes(session.page, locale, SIGNED_IN));
    }
    expect(found).toEqual({});
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  }, 300_000);
});

const prefix = (label: string, found: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(found).map(([key, value]) => [`${label} ${key}`, value]));

// ---- i18n-owner (#33): the owner's and the operator's screens in French -------------------
// A block of its own (its own server, with an operator), apart from the blocks above.
describe("the owner's website page, the wallet and the operator overview in French (#33)", () => {
  const own = useIsolatedJourney({ env: { ADMIN_EMAILS: CONSOLE_OPERATOR.email } });
  const RAW_KEY = /^[a-z_]+(\.[a-z_]+)+$/;

  /** Lines of text and accessible names on the page that read as a catalog key, not a text. */
  async function rawKeysOn(page: Page): Promise<string[]> {
    const text = await page.locator("body").innerText();
    const labels = await page
      .locator("[aria-label]")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
    return [...text.split("\n"), ...labels].map((line) => line.trim()).filter((line) => RAW_KEY.test(line));
  }

  async function visit(page: Page, where: string, heading: string, locale: Locale = "fr") {
    await page.goto(where);
    await page.locator(`html[lang="${locale}"]`).waitFor({ state: "attached" });
    await page.getByRole("heading", { name: heading }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label^="Loading"]'));
    return { raw: await rawKeysOn(page), sideways: await widerThanScreen(page, "header, main") };
  }

  it("shows French headings and no raw key, and fits a 375 px phone", async () => {
    const owner = await openSession(own.browser, own.server.url);
    await owner.context.addInitScript(() => localStorage.setItem("placard:support:auto-show", "false"));
    await owner.page.setViewportSize({ width: 375, height: 812 });
    await signUpViaApi(owner.context.request, own.server.url, "Proprietaire");
    const { websiteId } = await createListing(owner.context.request, "Le Journal de Kigali", [
      { placementKey: "aboveTheFold", priceCents: 2500 },
    ]);
    expect((await owner.context.request.patch("/api/me", { data: { locale: "fr" } })).ok()).toBe(true);
    const found: Record<string, unknown> = {
      website: await visit(owner.page, `/website/${websiteId}`, "Vérifiez votre site"),
      wallet: await visit(owner.page, "/wallet", "Portefeuille"),
      projects: await visit(owner.page, "/projects", "Votre écosystème numérique"),
    };
    // The space's details (its integration code's surroundings) open in French too.
    await owner.page.goto(`/website/${websiteId}`);
    await owner.page.getByRole("button", { name: /^Afficher les détails de / }).click();
    await owner.page.getByRole("heading", { name: "Code d’intégration" }).waitFor();
    found.spaceDetails = { raw: await rawKeysOn(owner.page) };
    // Swahili, the other long one, fits the same phone.
    expect((await owner.context.request.patch("/api/me", { data: { locale: "sw" } })).ok()).toBe(true);
    found.swahili = [
      await visit(owner.page, `/website/${websiteId}`, "Thibitisha tovuti yako", "sw"),
      await visit(owner.page, "/wallet", "Pochi", "sw"),
      await visit(owner.page, "/projects", "Mfumo wako wa kidijitali", "sw"),
    ];
    expect(owner.pageErrors).toEqual([]);
    await owner.context.close();

    const operator = await openSession(own.browser, own.server.url);
    await operator.context.addInitScript(() => localStorage.setItem("placard:support:auto-show", "false"));
    await operator.page.setViewportSize({ width: 375, height: 812 });
    await signUpOperatorViaApi(operator.context.request);
    expect((await operator.context.request.patch("/api/me", { data: { locale: "fr" } })).ok()).toBe(true);
    found.overview = await visit(operator.page, "/admin", "Vue d’ensemble");
    await operator.page.getByText("Chaque mouvement est équilibré.").waitFor();
    expect(operator.pageErrors).toEqual([]);
    await operator.context.close();

    expect(found).toEqual({
      website: { raw: [], sideways: [] },
      wallet: { raw: [], sideways: [] },
      projects: { raw: [], sideways: [] },
      spaceDetails: { raw: [] },
      swahili: [0, 1, 2].map(() => ({ raw: [], sideways: [] })),
      overview: { raw: [], sideways: [] },
    });
  }, 300_000);
});

// ---- i18n-screens (#33): the ad flow's, campaign, review, report, video and help screens ----

/** A visible line that is nothing but a catalog key ("campaigns.flow.continue"): a text left untranslated. */
const RAW_KEY_LINE = /^[a-z_]+(\.[a-z_]+)+$/;

async function openInFrench(page: Page, where: string) {
  await page.goto(where);
  await page.locator('html[lang="fr"]').waitFor({ state: "attached" });
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label^="Chargement"]'));
}

async function inspectScreen(page: Page, where: string): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
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
    for (const [page, routes] of screens)
      for (const where of routes)
        await atPhoneThenDesktop(
          page,
          () => openInFrench(page, where),
          async (width) => Object.assign(found, prefix(`fr ${width}`, await inspectScreen(page, where))),
        );
    expect(found).toEqual({});
    expect(advertiser.pageErrors).toEqual([]);
    expect(owner.pageErrors).toEqual([]);
    await advertiser.context.close();
    await owner.context.close();
  }, 300_000);
});
