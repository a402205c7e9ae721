import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./pagination.js";

/** How far ahead the owner's "ending soon" list on /projects looks. */
export const ENDING_SOON_DAYS = 7;

/** PUT /api/renewals/{requestId}: the advertiser's auto-renew choice for one paid booking. */
export const autoRenewSchema = z.object({ autoRenew: z.boolean() });
export const renewalSchema = z.object({
  requestId: z.string(),
  autoRenew: z.boolean(),
  endsAt: z.string().nullable(),
});
export type Renewal = z.infer<typeof renewalSchema>;

/** One of the owner's bookings ending within ENDING_SOON_DAYS (GET /api/renewals/ending-soon). */
export const endingBookingSchema = z.object({
  requestId: z.string(),
  websiteId: z.string(),
  websiteName: z.string(),
  businessName: z.string(),
  spaces: z.array(z.string()),
  endsAt: z.string(),
  autoRenew: z.boolean(),
});
export type EndingBooking = z.infer<typeof endingBookingSchema>;
export const endingSoonQuerySchema = pageQuerySchema;
export const endingSoonPageSchema = pageSchema(endingBookingSchema);

/** The ad page's deep link that opens the renewal checkout for one website (the reminder email's link). */
export const renewPath = (adId: string, requestId: string) =>
  `/approved-detail/${encodeURIComponent(adId)}?renew=${encodeURIComponent(requestId)}`;
