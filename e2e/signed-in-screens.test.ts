import { PROTECTED_ROUTES } from "@placard/shared/routes";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { bookAdViaApi, createListing, prepareAdViaApi, signUpViaApi } from "./support/api.js";
import { serveAxe, seriousViolations } from "./support/axe.js";
import { openSession } from "./support/browser.js";
import { CONSOLE_OPERATOR, seedConsole, signUpOperatorViaApi } from "./support/console.js";
import { atPhoneThenDesktop, widerThanScreen } from "./support/layout.js";
import { useIsolatedJourney } from "./support/fixtures.js";
import { signUp } from "./support/journeys.js";

// An operator for the console's screens (#34.10); earnings withdrawable at once, for a failed payout.
const journey = useIsolatedJourney({ env: { ADMIN_EMAILS: CONSOLE_OPERATOR.email, EARNINGS_HOLD_DAYS: "0" } });

/**
 * Every signed-in route with real ids: a person who both publishes and advertises (#15);
 * then every screen of the operator's console, on data like the demo's (#34.10).
 */
async function prepare() {
  const other = await openSession(journey.browser, journey.server.url);
  await signUp(other.page);
  const theirs = await createListing(other.context.request, "South Cross", [
    { placementKey: "bottom", priceCents: 1000, capacity: 5 },
  ]);
  const person = await openSession(journey.browser, journey.server.url);
  await serveAxe(person.context);
  await signUp(person.page);
  const mine = await createListing(person.context.request, "North Star", [
    { placementKey: "sidebar", priceCents: 1500, capacity: 3 },
    { placementKey: "HeaderPic", priceCents: 2500, capacity: 2 },
  ]);
  const runningAd = await bookAdViaApi(person.context.request, other.context.request, {
    websiteId: theirs.websiteId,
    spaceIds: [theirs.spaceIds[0] ?? ""],
    businessName: "Acme Coffee",
  });
  // Someone else's ad waits for this person's review.
  const pendingAd = await prepareAdViaApi(
    other.context.request,
    { websiteIds: [mine.websiteId], spaceIds: [mine.spaceIds[0]] },
    "Beta Bikes",
  );
  expect((await other.context.request.post(`/api/ads/drafts/${pendingAd}/submit`)).status()).toBe(201);
  const params: Record<string, string> = {
    ":adId": runningAd,
    ":websiteId": mine.websiteId,
    ":id": mine.websiteId,
  };
  const paths = PROTECTED_ROUTES.map((route) => ({
    route,
    path:
      route === "/pending-ad/:adId"
        ? `/pending-ad/${pendingAd}`
        : route === "/payment-result"
          ? "/payment-result?status=success&txref=e2e"
          : route.replace(/:[a-zA-Z]+/g, (param) => params[param] ?? param),
  }));
  // The projects page's other view is a screen of its own at 375 px (#15.7).
  paths.push({ route: "/projects", path: "/projects?view=list" });
  await other.context.close();

  const operator = await openSession(journey.browser, journey.server.url);
  await serveAxe(operator.context);
  await signUpOperatorViaApi(operator.context.request);
  const owner = await openSession(journey.browser, journey.server.url);
  await signUpViaApi(owner.context.request, journey.server.url, "Owner");
  const advertiser = await openSession(journey.browser, journey.server.url);
  await signUpViaApi(advertiser.context.request, journey.server.url, "Advertiser");
  const consolePaths = await seedConsole(
    operator.context.request,
    owner.context.request,
    advertiser.context.request,
    journey.server.url,
  );
  await owner.context.close();
  await advertiser.context.close();
  const screens = [
    ...paths.map((entry) => ({ ...entry, session: person })),
    ...consolePaths.map((path) => ({ route: path, path, session: operator })),
  ];
  return { sessions: [person, operator], screens };
}

/**
 * Open a screen and let it settle: its heading shown and no loading state left (every loading
 * state is a `role="status"` spinner labelled "Loading …"). Waiting for the network to go idle
 * instead cost about a second a screen (the realtime connection's polling), for 80 screens.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page
    .locator("main h1, main h2")
    .first()
    .waitFor()
    .catch(async (error: Error) => {
      const text = await page
        .locator("body")
        .innerText()
        .catch(() => "");
      throw new Error(`${path}: no heading in main: ${error.message}\n${text.slice(0, 600)}`);
    });
  await page.waitForFunction(
    () => !document.querySelector('[role="status"][aria-label^="Loading"], [aria-busy="true"]'),
  );
}

/** Findings still open (#15), by route; none now: anything fails. */
const KNOWN: Record<string, string[]> = {};

describe("every signed-in screen (#15)", () => {
  let prepared: Awaited<ReturnType<typeof prepare>>;
  beforeAll(async () => {
    prepared = await prepare();
  }, 300_000);

  it("has no serious axe findings and fits the screen at 375 and 1280 px", async () => {
    const { sessions, screens } = prepared;
    const found: Record<string, unknown> = {};
    for (const { route, path, session: person } of screens) {
      const known = KNOWN[route] ?? [];
      await atPhoneThenDesktop(
        person.page,
        () => open(person.page, path),
        async (width) => {
          const violations = (await seriousViolations(person.page)).filter((v) => !known.includes(v.id));
          if (violations.length > 0) found[`${width} ${path}`] = violations;
          // #15.7: nothing wider than a phone's screen, and nothing cut off at its edge.
          const sideways = await widerThanScreen(person.page, "header, main");
          if (sideways.length > 0) found[`${width} ${path} sideways`] = sideways;
        },
      );
    }
    expect(found).toEqual({});
    for (const session of sessions) expect(session.pageErrors).toEqual([]);
  }, 600_000);
});
