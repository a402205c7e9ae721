import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { serveAxe, seriousViolations } from "./support/axe.js";
import { useSharedSession } from "./support/fixtures.js";
import { widerThanScreen } from "./support/layout.js";

const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "mobile", width: 375, height: 812 },
] as const;

/** The public pages of SPEC §2 and the texts each must show (SPEC §1, §2, §9). */
const PAGES = [
  {
    path: "/",
    h1: "Forging Powerful Connections",
    texts: ["Advertisers", "Publishers"],
    links: { "Publish Your Ad": "/select", "Add Your Website": "/create-website" },
  },
  {
    path: "/placard-ads",
    h1: "Advertise on the websites you choose",
    texts: ["How It Works", "Ad Selection", "Business Information", "Website Selection", "Ad Spaces"],
    links: { "Publish Your Ad": "/select" },
  },
  {
    path: "/placard-spaces",
    h1: "Earn from the ad spaces on your website",
    texts: ["List your spaces with prices", "Approve every ad", "Honest counting", "Get paid to mobile money"],
    links: { "Add Your Website": "/create-website" },
  },
  {
    path: "/pricing",
    h1: "Simple monthly prices per ad space",
    texts: [
      "Bronze",
      "Silver",
      "Gold",
      "Platinum",
      "$10",
      "$20",
      "$30",
      "$50",
      "0 – 5,000 monthly visitors",
      "10,000 – 100,000 monthly visitors",
      "100,000 – 1,000,000 monthly visitors",
      "1,000,000+ monthly visitors",
      "Most Popular",
      "Enterprise",
    ],
    links: {},
  },
  {
    path: "/terms",
    h1: "Terms of Service",
    texts: [
      "Who may use Placard",
      "Forbidden content",
      "Website owners' obligations",
      "Advertisers' obligations",
      "Approval, rejection and refunds",
      "Earnings, the hold period and withdrawals",
    ],
    links: {},
  },
  {
    path: "/privacy",
    h1: "Privacy Policy",
    texts: ["Visitors of publishers' websites", "Payments and payouts", "Server logs"],
    links: {},
  },
  {
    path: "/videos",
    h1: "Learn Placard in a few minutes",
    texts: ["All Videos", "Beginner", "Advanced", "Tips", "Unmute previews"],
    links: {},
  },
  {
    path: "/sign-in",
    h1: "Welcome Back",
    texts: ["Continue your advertising journey"],
    links: {},
  },
  {
    path: "/sign-up",
    h1: "Create Your Account",
    texts: ["Start your advertising transformation"],
    links: {},
  },
  {
    path: "/forgot-password",
    h1: "Reset your password",
    texts: ["We will send you a link to choose a new one"],
    links: {},
  },
  {
    // The mailed link's target; the form shows with a token.
    path: "/reset-password?token=e2e-token",
    h1: "Choose a new password",
    texts: ["Continue your advertising journey"],
    links: {},
  },
] as const;

const session = useSharedSession(async (opened) => {
  await serveAxe(opened.context);
});

async function openPage(page: Page, pagePath: string, h1: string) {
  await page.goto(pagePath);
  await page.getByRole("heading", { level: 1, name: h1, exact: true }).waitFor();
  // The session has loaded once the header's main button is there (shown at md and up).
  await page.getByRole("banner").locator('a[href="/sign-in"]').waitFor({ state: "attached" });
  expect(await page.locator("h1").count(), `${pagePath}: one h1`).toBe(1);
}

describe("the public site, signed out", () => {
  for (const viewport of VIEWPORTS) {
    it(`shows each public page's texts, landmarks and header at ${viewport.width} px, with no serious axe findings`, async () => {
      const { page } = session;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const spec of PAGES) {
        await openPage(page, spec.path, spec.h1);
        const main = page.getByRole("main");
        for (const text of spec.texts) await main.getByText(text, { exact: true }).first().waitFor();
        for (const [name, href] of Object.entries(spec.links)) {
          expect(await main.getByRole("link", { name, exact: true }).first().getAttribute("href"), name).toBe(href);
        }
        if (spec.path === "/terms" || spec.path === "/privacy") {
          await main.getByRole("button", { name: "Back" }).waitFor();
        }

        // Landmarks: banner, main, contentinfo.
        await page.getByRole("banner").waitFor();
        const footer = page.getByRole("contentinfo");
        expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
        expect(await footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms");
        expect(await footer.getByRole("link", { name: "support@placard.example" }).getAttribute("href")).toBe(
          "mailto:support@placard.example",
        );
        for (const name of ["Placard on GitHub", "Placard on X (Twitter)"]) {
          expect(await footer.getByRole("link", { name }).getAttribute("rel")).toContain("noopener");
        }

        if (viewport.width >= 768) {
          const nav = page.getByRole("navigation", { name: "Main" });
          await nav.waitFor();
          const getStarted = page.getByRole("banner").getByRole("link", { name: "Get Started" });
          expect(await getStarted.getAttribute("href")).toBe("/sign-in");
          const active = nav.locator('[aria-current="page"]');
          if (spec.path === "/placard-ads") expect(await active.textContent()).toBe("Advertisers");
          else if (spec.path === "/placard-spaces") expect(await active.textContent()).toBe("Publishers");
          else if (spec.path === "/pricing") expect(await active.textContent()).toBe("Pricing");
          else if (spec.path === "/videos") expect(await active.textContent()).toBe("Videos");
          else expect(await active.count()).toBe(0);
        } else {
          expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
          await page.getByRole("button", { name: "Open menu" }).waitFor();
          // Nothing wider than the screen, nothing cut off at its edge (#15.7).
          expect(await widerThanScreen(page), `${spec.path} at 375 px`).toEqual([]);
        }

        expect(await seriousViolations(page), `${spec.path} at ${viewport.width} px`).toEqual([]);
      }
    });
  }

  it("blurs the header's background once the landing page scrolled more than 20 px", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, "/", "Forging Powerful Connections");
    const header = page.getByRole("banner");
    expect(await header.getAttribute("class")).not.toContain("backdrop-blur");

    await page.evaluate(() => window.scrollTo(0, 10));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await header.getAttribute("class")).not.toContain("backdrop-blur");

    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(20);
    await expect.poll(() => header.getAttribute("class")).toContain("backdrop-blur-md");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("class")).not.toContain("backdrop-blur");
  });

  it("opens and closes the mobile menu from the keyboard, and Back on the terms returns to the previous page", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, "/pricing", "Simple monthly prices per ad space");

    // While the menu is open, Radix hides the rest of the page from the accessibility tree.
    const toggle = page.locator('button[aria-label="Open menu"]');
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/sign-in");
    expect(await menu.getByRole("link", { name: "Request a consultation" }).getAttribute("href")).toBe(
      "/support#contact",
    );
    expect(await menu.getByRole("link", { name: "Pricing" }).getAttribute("aria-current")).toBe("page");
    expect(await seriousViolations(page), "open mobile menu").toEqual([]);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await page.getByRole("main").getByRole("button", { name: "Back" }).click();
    await page.waitForURL("**/pricing");

    // Opened directly, Back stays on the site: it goes to the landing page.
    await openPage(page, "/privacy", "Privacy Policy");
    await page.getByRole("main").getByRole("button", { name: "Back" }).click();
    await page.getByRole("heading", { level: 1, name: "Forging Powerful Connections" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
