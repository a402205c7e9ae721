import { eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import { enqueueJob } from "../../lib/jobs/queue.js";
import { raiseWebhooks } from "./service.js";

/**
 * booking.started and booking.ended (decision 0038): neither is a notification, so the
 * payment's transaction enqueues a job due at each moment; the job raises the event for
 * the advertiser and the owner only if the booking still starts / ends then (a renewal
 * moves the end and enqueues its own; a refund ends nothing).
 */
export const BOOKING_WEBHOOK_JOB = "booking-webhook";

type Moment = "started" | "ended";

export async function scheduleBookingWebhooks(tx: Executor, requestId: string, startsAt: Date, endsAt: Date) {
  const moments: [Moment, Date][] = [
    ["started", startsAt],
    ["ended", endsAt],
  ];
  for (const [moment, at] of moments) {
    await enqueueJob(
      tx,
      BOOKING_WEBHOOK_JOB,
      { requestId, moment, at: at.toISOString() },
      { runAt: at, dedupeKey: `booking-webhook:${moment}:${requestId}:${at.toISOString()}` },
    );
  }
}

export async function raiseBookingWebhook(db: Db, payload: Record<string, unknown>) {
  const requestId = String(payload.requestId ?? "");
  const moment = payload.moment === "ended" ? "ended" : "started";
  const at = String(payload.at ?? "");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        adId: ads.id,
        advertiserId: ads.advertiserId,
        businessName: ads.businessName,
        ownerId: websites.ownerId,
        websiteName: websites.name,
        paymentStatus: placementRequests.paymentStatus,
        startsAt: placementRequests.startsAt,
        endsAt: placementRequests.endsAt,
      })
      .from(placementRequests)
      .innerJoin(ads, eq(ads.id, placementRequests.adId))
      .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
      .where(eq(placementRequests.id, requestId));
    if (!row || row.paymentStatus !== "paid") return;
    const when = moment === "started" ? row.startsAt : row.endsAt;
    if (when?.toISOString() !== at) return;
    const data = {
      requestId,
      adId: row.adId,
      businessName: row.businessName,
      websiteName: row.websiteName,
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
    };
    const event = moment === "started" ? ("booking.started" as const) : ("booking.ended" as const);
    await raiseWebhooks(
      tx,
      [...new Set([row.advertiserId, row.ownerId])].map((userId) => ({
        userId,
        event,
        eventKey: `${requestId}:${at}`,
        data,
      })),
    );
  });
}
