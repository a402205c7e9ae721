import type { Page } from "playwright-core";

/**
 * What does not fit the screen (#15.7): the page scrolling sideways; an element under `within`
 * that ends past the right edge, cut off or pushing the page (only the outermost is named;
 * content of a container that scrolls sideways on purpose, such as code, is not counted); a
 * table wider than the screen, even inside such a container (its main columns must fit); and
 * text cut with an ellipsis to under 48 px (a name truncated to a letter). Empty when all fits.
 * What only a screen reader reads (inside a box clipped to 1 px, as `sr-only` makes one) is
 * not on screen, so it cannot run off it (#34.10: the overview's daily table).
 */
export function widerThanScreen(page: Page, within = "body"): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) found.push(`the page is ${scrollWidth} px wide`);
    const scrollsSideways = (element: Element) =>
      ["auto", "scroll"].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth;
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > width + 1;
    };
    const isClippedAway = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        const { overflowX } = getComputedStyle(node);
        if (["hidden", "clip"].includes(overflowX) && box.width <= 1 && box.height <= 1) return true;
      }
      return false;
    };
    for (const root of Array.from(document.querySelectorAll(selector))) {
      for (const element of Array.from(root.querySelectorAll("*"))) {
        const style = getComputedStyle(element);
        const hasText = (element.textContent ?? "").trim() !== "";
        if (
          hasText &&
          style.textOverflow === "ellipsis" &&
          element.scrollWidth > element.clientWidth &&
          element.clientWidth > 1 &&
          element.clientWidth < 48
        ) {
          found.push(`"${(element.textContent ?? "").trim().slice(0, 40)}" is cut to ${element.clientWidth} px`);
        }
        if (sticksOut(element) && isClippedAway(element)) continue;
        if (element.tagName === "TABLE" && sticksOut(element)) {
          found.push(`a table ends at ${Math.round(element.getBoundingClientRect().right)} px`);
          continue;
        }
        if (!sticksOut(element)) continue;
        let parent = element.parentElement;
        while (parent && !scrollsSideways(parent)) parent = parent.parentElement;
        if (parent) continue;
        if (element.parentElement && root.contains(element.parentElement) && sticksOut(element.parentElement)) continue;
        const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        const right = Math.round(element.getBoundingClientRect().right);
        found.push(`${element.tagName.toLowerCase()} "${text}" ends at ${right} px`);
      }
    }
    return found;
  }, within);
}

/** A phone's and a desktop's viewport, the two widths every screen is checked at (#15.7, #33). */
export const PHONE_WIDTH = 375;
export const DESKTOP_WIDTH = 1280;
const viewport = (width: number) => ({ width, height: width === PHONE_WIDTH ? 812 : 900 });

/**
 * Check one screen at both widths with one page load: `open` loads it at a phone's width (as a
 * phone opens it), then the same page is widened to a desktop's and checked again. Layout
 * follows the viewport by CSS, so a widened page is laid out as a fresh one. The one thing
 * decided from the width at load is whether the help panel opens by itself (wide screens only,
 * support-storage.ts): it stays closed here, and support-centre.test.ts checks it open. Half the
 * page loads of opening each screen at each width: the journeys that check every screen in
 * every language were 40% of the E2E run.
 */
export async function atPhoneThenDesktop(
  page: Page,
  open: () => Promise<void>,
  check: (width: number) => Promise<unknown>,
): Promise<void> {
  await page.setViewportSize(viewport(PHONE_WIDTH));
  await open();
  await check(PHONE_WIDTH);
  await page.setViewportSize(viewport(DESKTOP_WIDTH));
  // Two frames: the resize's layout and paint settle before the checks read them.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await check(DESKTOP_WIDTH);
}
