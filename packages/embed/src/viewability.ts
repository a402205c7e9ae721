import { VIEW_DWELL_MS, VIEW_VISIBLE_RATIO } from "@placard/shared/delivery";
import { noop, pagePath } from "./dom.js";
import type { Turn } from "./render.js";

interface Watched {
  turn: Turn;
  /** At least VIEW_VISIBLE_RATIO of the card is in the viewport (last observer report). */
  visible: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

const watched = new Map<Element, Watched>();
/** Tokens already counted by this page: a view is sent once per token, ever. */
const sent = new Set<string>();
let observer: IntersectionObserver | undefined;

function send(token: string, url: string): void {
  if (sent.has(token)) return;
  sent.add(token);
  // The token, then the page's path (decision 0059).
  const body = token + "\n" + pagePath();
  try {
    if (navigator.sendBeacon && navigator.sendBeacon(url, body)) return;
  } catch {
    // fall back to fetch
  }
  try {
    fetch(url, { method: "POST", body, keepalive: true, credentials: "omit", mode: "no-cors" }).catch(noop);
  } catch {
    // nothing else to try
  }
}

/** Plays the video and runs the dwell timer only while the card is visible and the tab too. */
function update(entry: Watched): void {
  const on = entry.visible && !document.hidden;
  const { video, token, viewUrl } = entry.turn;
  if (video) {
    try {
      if (on) video.play().catch(noop);
      else video.pause();
    } catch {
      // autoplay refused or no media support
    }
  }
  if (!on) {
    clearTimeout(entry.timer);
    entry.timer = undefined;
  } else if (token && viewUrl && !sent.has(token) && !entry.timer) {
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      send(token, viewUrl);
    }, VIEW_DWELL_MS);
  }
}

function onEntries(entries: IntersectionObserverEntry[]): void {
  for (const e of entries) {
    const entry = watched.get(e.target);
    if (!entry) continue;
    entry.visible = e.isIntersecting && e.intersectionRatio >= VIEW_VISIBLE_RATIO;
    update(entry);
  }
}

/** Starts watching a card that was just put on the page. */
export function watch(turn: Turn): void {
  if (!turn.token && !turn.video) return;
  if (!observer) {
    if (typeof IntersectionObserver !== "function") return;
    observer = new IntersectionObserver(onEntries, { threshold: VIEW_VISIBLE_RATIO });
    document.addEventListener("visibilitychange", () => watched.forEach(update));
  }
  watched.set(turn.item, { turn, visible: false });
  observer.observe(turn.item);
}

/** Stops watching a card that leaves the page (rotation): its dwell timer is dropped, video paused. */
export function unwatch(turn: Turn): void {
  const entry = watched.get(turn.item);
  if (!entry) return;
  entry.visible = false;
  update(entry);
  watched.delete(turn.item);
  observer?.unobserve(turn.item);
}
