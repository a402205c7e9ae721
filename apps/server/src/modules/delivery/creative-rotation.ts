import { CREATIVE_EXPLORE_EVERY, CREATIVE_FLOOR_VIEWS, type CreativeRotation } from "@placard/shared/creatives";
import type { ServedCreative } from "@placard/shared/delivery";

/** One creative a booking may show: approved for its website, not paused (decision 0061). */
export interface RotatingCreative {
  number: number;
  creative: ServedCreative;
  /** Counted totals when the cache loaded it; newer ones arrive from this server's flushes. */
  views: number;
  clicks: number;
}

export interface RotatingBooking {
  adId: string;
  rotation: CreativeRotation;
  creatives: RotatingCreative[];
}

const REMEMBERED = 100_000;
/** The totals this server's flushes returned (`adId|number`): the database's, counted by any server. */
const latest = new Map<string, { views: number; clicks: number }>();
/** Each ad's turn counter on this server: the even rotation and the exploration take turns by it. */
const turns = new Map<string, number>();

/** Totals of creatives as a flush left them in `ad_creatives` (creative-store.ts). */
export function noteCreativeTotals(rows: { adId: string; number: number; views: number; clicks: number }[]) {
  if (latest.size + rows.length > REMEMBERED) latest.clear();
  for (const { adId, number, views, clicks } of rows) latest.set(`${adId}|${number}`, { views, clicks });
}

/** The newer of what the cache loaded and what a flush returned (totals only grow). */
function countsOf(adId: string, creative: RotatingCreative) {
  const flushed = latest.get(`${adId}|${creative.number}`);
  return flushed && flushed.views >= creative.views ? flushed : creative;
}

/**
 * Which of a booking's creatives this decision shows (an index into `creatives`), by the
 * ad's rotation (decision 0061), with one turn counter per ad:
 * - `even`: the creatives take turns (turn n shows creative n mod count);
 * - `best_ctr`: the same turns while any active creative has fewer than
 *   CREATIVE_FLOOR_VIEWS (1,000) counted views; then 9 turns in 10 show the creative with the
 *   highest click-through (clicks ÷ views; a tie goes to the lower number) and every 10th
 *   turn shows one of the others, in turn (exploration).
 */
export function chooseCreative(booking: RotatingBooking): number {
  const { creatives } = booking;
  if (creatives.length <= 1) return 0;
  const turn = turns.get(booking.adId) ?? 0;

  if (turns.size >= REMEMBERED) turns.clear();
  turns.set(booking.adId, (turn + 1) % Number.MAX_SAFE_INTEGER);
  return pickByRule(
    booking.rotation,
    creatives.map((creative) => countsOf(booking.adId, creative)),
    turn,
  );
}

/** The rule itself, on counts and a turn number (exported for its test). */
export function pickByRule(rotation: CreativeRotation, counts: { views: number; clicks: number }[], turn: number) {
  const count = counts.length;
  if (rotation === "even" || counts.some((entry) => entry.views < CREATIVE_FLOOR_VIEWS)) return turn % count;
  let best = 0;
  for (let i = 1; i < count; i++) {
    const a = counts[i] as { views: number; clicks: number };
    const b = counts[best] as { views: number; clicks: number };
    // a.clicks / a.views > b.clicks / b.views, without division.
    if (a.clicks * b.views > b.clicks * a.views) best = i;
  }
  if (turn % CREATIVE_EXPLORE_EVERY !== CREATIVE_EXPLORE_EVERY - 1) return best;
  const others = counts.map((_, i) => i).filter((i) => i !== best);
  return others[Math.floor(turn / CREATIVE_EXPLORE_EVERY) % others.length] ?? best;
}
