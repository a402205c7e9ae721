import { randomBytes } from "node:crypto";
import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import type { PlacementKey } from "@placard/shared/placements";
import { and, eq, isNotNull } from "drizzle-orm";
import { placementRequestSpaces, placementRequests } from "../db/schema/campaigns.js";
import { spaces } from "../db/schema/inventory.js";
import { createTokenSigner } from "../modules/delivery/index.js";
import type { DemoContext } from "./context.js";
import { creativeCounts } from "./creatives.js";
import { demoReach } from "./reach.js";

/** Views a day at each placement (before the weekday and chance), and its click-through rate. */
const AUDIENCE: Record<PlacementKey, { views: number; ctr: number }> = {
  aboveTheFold: { views: 420, ctr: 0.031 },
  HeaderPic: { views: 380, ctr: 0.022 },
  modalPic: { views: 280, ctr: 0.045 },
  overlay: { views: 260, ctr: 0.028 },
  beneathTitle: { views: 260, ctr: 0.034 },
  stickySidebar: { views: 240, ctr: 0.024 },
  mobileInterstial: { views: 230, ctr: 0.04 },
  inlineContent: { views: 220, ctr: 0.036 },
  inFeed: { views: 200, ctr: 0.027 },
  sidebar: { views: 180, ctr: 0.019 },
  rightRail: { views: 170, ctr: 0.016 },
  floating: { views: 160, ctr: 0.021 },
  leftRail: { views: 150, ctr: 0.014 },
  bottom: { views: 110, ctr: 0.012 },
  proFooter: { views: 90, ctr: 0.011 },
};
/** Sunday … Saturday: people read more midweek. */
const WEEKDAY = [0.75, 1.05, 1.1, 1.12, 1.08, 0.98, 0.8];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A small seeded generator (mulberry32): the same demo every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every paid booking's spaces with its window (after the timeline has placed it). */
async function listPaidBookings(context: DemoContext) {
  return context.db
    .select({
      adId: placementRequests.adId,
      websiteId: spaces.websiteId,
      spaceId: spaces.id,
      placementKey: spaces.placementKey,
      startsAt: placementRequests.startsAt,
      endsAt: placementRequests.endsAt,
    })
    .from(placementRequests)
    .innerJoin(placementRequestSpaces, eq(placementRequestSpaces.requestId, placementRequests.id))
    .innerJoin(spaces, eq(spaces.id, placementRequestSpaces.spaceId))
    .where(and(eq(placementRequests.paymentStatus, "paid"), isNotNull(placementRequests.startsAt)));
}

export interface TrafficTotals {
  views: number;
  clicks: number;
  /** Websites whose pages showed an ad: the embed has loaded there. */
  websiteIds: Set<string>;
}

/**
 * Visitors for every paid booking, each day of its window up to now: each view is a
 * served ad's signed token counted once by delivery's own counter (at the moment it
 * happened, so it lands on its day), and a few of those views are clicked. The counter
 * buffers them and flushes them into daily stats (and each visitor's country, device and
 * page into daily reach) with the same upserts as live traffic.
 */
export async function recordTraffic(context: DemoContext, random: () => number, now = Date.now()) {
  const { counter } = context.app.delivery;
  const signer = createTokenSigner(randomBytes(32).toString("hex"));
  const totals: TrafficTotals = { views: 0, clicks: 0, websiteIds: new Set() };
  let visitor = 0;
  // An ad with several creatives shows them in turn (decision 0061); each token names its creative.
  const creatives = await creativeCounts(context);
  // Its own sequence: the views and clicks stay those of the demo before reach (decision 0059).
  const reachRandom = seededRandom(59);
  for (const booking of await listPaidBookings(context)) {
    const audience = AUDIENCE[booking.placementKey as PlacementKey];
    const from = booking.startsAt?.getTime() ?? now;
    const until = Math.min(booking.endsAt?.getTime() ?? now, now);
    for (let dayStart = from - (from % DAY_MS); dayStart < until; dayStart += DAY_MS) {
      const start = Math.max(dayStart, from);
      const end = Math.min(dayStart + DAY_MS, until);
      const share = (end - start) / DAY_MS;
      const weekday = WEEKDAY[new Date(dayStart).getUTCDay()] ?? 1;
      const views = Math.round(audience.views * weekday * (0.8 + 0.4 * random()) * share);
      const ctr = audience.ctr * (0.7 + 0.6 * random());
      for (let i = 0; i < views; i++) {
        const at = start + Math.floor(random() * (end - start));
        const address = `demo-visitor-${++visitor}`;
        const reach = demoReach(reachRandom);
        const client = {
          tag: signer.clientTag(address, "Demo"),
          address: signer.addressTag(address),
          isBot: false,
          reach: () => reach,
        };
        const creative = 1 + (visitor % (creatives.get(booking.adId) ?? 1));
        const token = signer.issue(booking.adId, booking.spaceId, client.tag, at, creative);
        const claims = signer.verify(token, at);
        if (!claims) throw new Error("Demo data: a token it just signed did not verify");
        // The beacon comes after the second of visibility, as the embed sends it.
        const seenAt = at + VIEW_DWELL_MS;
        if ((await counter.count("views", claims, () => client, seenAt)) !== "counted") continue;
        totals.views++;
        totals.websiteIds.add(booking.websiteId);
        const clickedAt = Math.min(at + 4_000, now);
        if (random() < ctr && (await counter.count("clicks", claims, () => client, clickedAt)) === "counted") {
          totals.clicks++;
        }
      }
    }
  }
  await counter.flush();
  return totals;
}
