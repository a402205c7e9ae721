import { PROTECTED_ROUTES, PUBLIC_ROUTES, samplePath } from "@placard/shared/routes";
import { describe, expect, it } from "vitest";
import { signUp } from "./support/journeys.js";
import { useSharedSession } from "./support/fixtures.js";

const session = useSharedSession();

describe("the access rules of SPEC §2", () => {
  it("renders every public route while signed out", async () => {
    const { page } = session;
    for (const route of PUBLIC_ROUTES) {
      const path = samplePath(route);
      await page.goto(path);
      await page.locator("h1").first().waitFor();
      expect(new URL(page.url()).pathname, route).toBe(path);
    }
  });

  it("sends every protected route to /sign-in while signed out, replacing history", async () => {
    const { page } = session;
    for (const route of PROTECTED_ROUTES) {
      await page.goto(samplePath(route));
      await page.waitForURL((url) => url.pathname === "/sign-in");
      await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
    }
    await page.goto("/pricing");
    await page.goto("/wallet");
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await page.goBack();
    await page.waitForURL("**/pricing");
  });

  it("sends an unknown path to /sign-in while signed out", async () => {
    await session.page.goto("/no/such/page");
    await session.page.waitForURL((url) => url.pathname === "/sign-in");
  });

  it("lets a signed-in user see every protected route, and answers an unknown one with a 404 page", async () => {
    const { page } = session;
    await signUp(page);
    // A website id that is not yours: its screens say so, or send you to create one.
    // The guided flow's later steps start over at /select without an ad in progress.
    const expected: Partial<Record<string, string>> = {
      "/create-categories/:websiteId": "/create-website",
      "/business": "/select",
      "/websites": "/select",
      "/categories": "/select",
    };
    // The payment result page shows nothing without a status (SPEC §2); give it one.
    const query: Partial<Record<string, string>> = { "/payment-result": "?status=error" };
    for (const route of PROTECTED_ROUTES) {
      const path = samplePath(route);
      await page.goto(`${path}${query[route] ?? ""}`);
      await page.locator("main h1, main h2").first().waitFor();
      expect(new URL(page.url()).pathname, route).toBe(expected[route] ?? path);
    }
    await page.goto(samplePath("/website/:websiteId"));
    await page.getByText("Website not found").waitFor();
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    // The header's main button follows the session.
    await page.getByRole("link", { name: "Dashboard", exact: true }).waitFor();
  });
});
