import {
  BOX_ATTRIBUTE,
  EMBED_SCRIPT_PATH,
  LEAD_QUERY,
  MAX_SPACES_PER_REQUEST,
  SERVE_SPACES_PATH,
  SPACE_ATTRIBUTE,
  type ServeSpacesResponse,
} from "@placard/shared/delivery";
import { labelsFor } from "@placard/shared/ad-labels";
import { adTurn, availableTurn, frame } from "./render.js";
import { show, type TurnMaker } from "./rotation.js";
import { adoptStyle, STATE_ATTRIBUTE } from "./style.js";

/**
 * Where Placard is: the script's own URL without EMBED_SCRIPT_PATH (its origin, or origin and
 * path prefix when Placard lives under one). document.currentScript only exists while the
 * script first runs; otherwise the script tag whose path ends with EMBED_SCRIPT_PATH.
 */
export function placardBase(current: Element | null): string | undefined {
  const candidates = [current, ...Array.from(document.getElementsByTagName("script"))];
  for (const script of candidates) {
    const src = script instanceof HTMLScriptElement ? script.src : "";
    if (!src) continue;
    try {
      const url = new URL(src);
      if (!/^https?:$/.test(url.protocol) || !url.pathname.endsWith(EMBED_SCRIPT_PATH)) continue;
      return url.origin + url.pathname.slice(0, -EMBED_SCRIPT_PATH.length);
    } catch {
      // not a URL
    }
  }
  return undefined;
}

const idOf = (slot: Element) => (slot.getAttribute(SPACE_ATTRIBUTE) || "").trim();

/**
 * Renders the slot's space from the answer; false when there is nothing to show. `now`: the
 * slot is in the viewport, so its first image is fetched at once with high priority.
 */
function render(slot: Element, data: ServeSpacesResponse | undefined, now: boolean): boolean {
  const id = idOf(slot);
  const spaces = data && data.spaces;
  const space = spaces && Object.prototype.hasOwnProperty.call(spaces, id) ? spaces[id] : undefined;
  if (!data || !space) return false;
  const labels = labelsFor(space.language);
  const ads = Array.isArray(space.ads) ? space.ads : [];
  // Sized to the slot's box (decision 0051); older slots without one: the widest placement's.
  const width = parseInt(slot.getAttribute(BOX_ATTRIBUTE) || "", 10) || 728;
  // Only the first card is drawn now; the others when their turn comes (decision 0065).
  const turns: TurnMaker[] = ads.map((ad, i) => () => adTurn(ad, labels, data.viewUrl, { width, now: now && !i }));
  // Paid ads take every turn; the 'Available Advertising Space' card shows only where none runs (decision 0023).
  if (!turns.length && space.hasRoom === true) turns.push(() => availableTurn(space, labels));
  if (!turns.length) return false;
  const { wrapper, container } = frame(labels);
  slot.textContent = "";
  slot.appendChild(wrapper);
  show(slot, container, turns);
  return true;
}

function fill(slot: Element, data: ServeSpacesResponse | undefined, now: boolean): void {
  let ready = false;
  try {
    ready = render(slot, data, now);
  } catch {
    // leave the slot empty
  }
  slot.setAttribute(STATE_ATTRIBUTE, ready ? "ready" : "empty");
}

/** The default stylesheet, asked for with the first decision; cards are drawn once it applies. */
let styled: Promise<unknown> | undefined;

function request(base: string, url: string, slots: Element[]): void {
  const answer = (data?: ServeSpacesResponse) => {
    // Where the slots are, read for all before any is drawn: one layout at most, not one per
    // slot. The boxes are reserved already (decision 0051), so drawing does not move them.
    const now = slots.map((slot) => {
      try {
        const box = slot.getBoundingClientRect();
        return box.top < innerHeight && box.bottom > 0;
      } catch {
        return false;
      }
    });
    slots.forEach((slot, i) => fill(slot, data, !!now[i]));
  };
  try {
    styled = styled || adoptStyle(base);
    // The default credentials mode ("same-origin": none to Placard's origin), so the request
    // matches the snippet's `<link rel="preload" as="fetch" crossorigin>` and uses its answer.
    const decision = fetch(url, { mode: "cors" }).then((response) => (response.ok ? response.json() : undefined));
    Promise.all([decision, styled]).then(
      (both) => answer(both[0]),
      () => answer(),
    );
  } catch {
    answer();
  }
}

/**
 * Takes every slot on the page not taken yet and asks for all of them in one request
 * (split every MAX_SPACES_PER_REQUEST distinct ids). Slots already taken are left alone.
 */
export function scan(base: string): void {
  const byId = new Map<string, Element[]>();
  document.querySelectorAll(`[${SPACE_ATTRIBUTE}]:not([${STATE_ATTRIBUTE}])`).forEach((slot) => {
    const id = idOf(slot);
    slot.setAttribute(STATE_ATTRIBUTE, id ? "loading" : "empty");
    if (!id) return;
    const slots = byId.get(id);
    if (slots) slots.push(slot);
    else byId.set(id, [slot]);
  });
  // A space whose decision the snippet preloads is asked for alone, by the preloaded URL (with
  // the lead flag when the snippet preloads its image too, decision 0066).
  const preloaded: Record<string, 1> = {};
  document.querySelectorAll("link[rel=preload][as=fetch]").forEach((link) => {
    preloaded[(link as HTMLLinkElement).href] = 1;
  });
  const ids = Array.from(byId.keys()).filter((id) => {
    const url = base + SERVE_SPACES_PATH + "?ids=" + encodeURIComponent(id);
    const alone = preloaded[url + LEAD_QUERY] ? url + LEAD_QUERY : preloaded[url] && url;
    if (alone) request(base, alone, byId.get(id) || []);
    return !alone;
  });
  for (let i = 0; i < ids.length; i += MAX_SPACES_PER_REQUEST) {
    const chunk = ids.slice(i, i + MAX_SPACES_PER_REQUEST);
    request(
      base,
      base + SERVE_SPACES_PATH + "?ids=" + chunk.map(encodeURIComponent).join(","),
      ([] as Element[]).concat(...chunk.map((id) => byId.get(id) || [])),
    );
  }
}
