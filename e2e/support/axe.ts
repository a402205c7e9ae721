import path from "node:path";
import type { AxeResults } from "axe-core";
import type { BrowserContext, Page } from "playwright-core";
import { REPO_ROOT } from "./server.js";

/**
 * The server's CSP (script-src 'self') blocks the inline script `addScriptTag({ path })` writes,
 * so the browser fetches axe from the page's own origin, answered by the test, not the server.
 */
const AXE_URL = "/__e2e__/axe.min.js";

/** Lets pages of `context` load axe-core (call once per context). */
export function serveAxe(context: BrowserContext) {
  return context.route(`**${AXE_URL}`, (route) =>
    route.fulfill({
      path: path.join(REPO_ROOT, "node_modules/axe-core/axe.min.js"),
      contentType: "text/javascript; charset=utf-8",
    }),
  );
}

/** axe-core's serious and critical findings on the page, or inside `selector`. */
export async function seriousViolations(page: Page, selector?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ url: AXE_URL });
  const results = await page.evaluate((include) => {
    const { axe } = window as unknown as { axe: { run(context: object, options: object): Promise<AxeResults> } };
    // Only violations are read: axe then keeps one node per passing rule, not every one (faster).
    return axe.run(include ? { include: [include] } : document, { resultTypes: ["violations"] });
  }, selector);
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    }));
}
