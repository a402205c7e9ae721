import { text } from "@placard/shared/messages";
import type { Page } from "@placard/shared/pagination";
import { ENDING_SOON_DAYS, type EndingBooking, type Renewal } from "@placard/shared/renewals";
import type { Executor } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { toPage } from "../../lib/pagination.js";
import { findOwnBooking, listEndingBookings, setAutoRenew } from "./queries.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The advertiser's auto-renew choice for one of their bookings (decision 0025). */
export async function getRenewal(executor: Executor, advertiserId: string, requestId: string): Promise<Renewal> {
  const request = await findOwnBooking(executor, advertiserId, requestId);
  if (!request) throw notFound("errors.not_found.booking");
  return { requestId, autoRenew: request.autoRenew, endsAt: request.endsAt?.toISOString() ?? null };
}

/**
 * Turns auto-renew on or off for a paid booking that has not ended. The providers here cannot
 * charge a saved card, so "on" means: the reminder before the end carries a link that opens
 * the renewal checkout at once (renewPath), and the owner sees it on /projects.
 */
export async function updateRenewal(
  executor: Executor,
  advertiserId: string,
  requestId: string,
  autoRenew: boolean,
): Promise<Renewal> {
  const request = await findOwnBooking(executor, advertiserId, requestId);
  if (!request) throw notFound("errors.not_found.booking");
  if (request.paymentStatus !== "paid" || !request.endsAt || request.endsAt <= new Date()) {
    throw new AppError("conflict", text("errors.renewals.not_renewable"));
  }
  await setAutoRenew(executor, requestId, autoRenew);
  return { requestId, autoRenew, endsAt: request.endsAt.toISOString() };
}

/** The owner's bookings ending within ENDING_SOON_DAYS, the soonest first, a page at a time. */
export async function listEndingSoon(
  executor: Executor,
  ownerId: string,
  query: { limit: number; cursor?: string },
): Promise<Page<EndingBooking>> {
  const now = new Date();
  const rows = await listEndingBookings(executor, ownerId, {
    now,
    until: new Date(now.getTime() + ENDING_SOON_DAYS * DAY_MS),
    limit: query.limit + 1,
    cursor: query.cursor,
  });
  return toPage(
    rows,
    query.limit,
    (row) => ({ at: row.cursorAt, id: row.requestId }),
    (row) => ({
      requestId: row.requestId,
      websiteId: row.websiteId,
      websiteName: row.websiteName,
      businessName: row.businessName,
      spaces: row.spaces,
      endsAt: (row.endsAt ?? now).toISOString(),
      autoRenew: row.autoRenew,
    }),
  );
}
