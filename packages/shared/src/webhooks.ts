import { z } from "zod";
import { pageSchema } from "./pagination.js";
import { text } from "./messages.js";

/** The events an endpoint may hear of (issue #22.4), as their `type` in the payload. */
export const WEBHOOK_EVENTS = [
  "ad.submitted",
  "ad.approved",
  "ad.rejected",
  "payment.succeeded",
  "booking.started",
  "booking.ended",
  "payout.completed",
  "payout.failed",
  "ad.approval_lapsed",
  "ad.taken_down",
  "request.expired",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "ad.submitted": "Ad submitted for review",
  "ad.approved": "Ad approved",
  "ad.rejected": "Ad rejected",
  "payment.succeeded": "Payment succeeded",
  "booking.started": "Booking started",
  "booking.ended": "Booking ended",
  "payout.completed": "Payout completed",
  "payout.failed": "Payout failed",
  "ad.approval_lapsed": "Approval lapsed unpaid",
  "ad.taken_down": "Ad taken down by Placard",
  "request.expired": "Request expired unanswered",
};

/**
 * The `data` of a `request.expired` delivery (decision 0058), sent to the advertiser: the ad,
 * the website that did not answer within the operator's window, and when it expired.
 */
export const requestExpiredWebhookDataSchema = z.object({
  businessName: z.string(),
  adId: z.string(),
  requestId: z.string(),
  websiteId: z.string(),
  websiteName: z.string(),
  /** ISO date-time. */
  expiredAt: z.string(),
  reason: z.null(),
});
export type RequestExpiredWebhookData = z.infer<typeof requestExpiredWebhookDataSchema>;

/** A user may register this many endpoints. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** After a rotation the replaced secret still signs (beside the new one) for this long (decision 0043). */
export const WEBHOOK_SECRET_GRACE_HOURS = 24;

/** Deliveries older than this are deleted by a daily job (decision 0043). */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

const endpointUrlSchema = z
  .url({ protocol: /^https?$/, message: text("errors.webhook_url") })
  .max(2000, { message: text("errors.at_most_characters", { max: 2000 }) });
const endpointEventsSchema = z.array(z.enum(WEBHOOK_EVENTS)).min(1, { message: text("errors.webhook_events") });

/** POST /api/account/webhooks */
export const createWebhookEndpointSchema = z.object({ url: endpointUrlSchema, events: endpointEventsSchema });
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointSchema>;

/** PATCH /api/account/webhooks/{id}: a new address, new events, or both. */
export const updateWebhookEndpointSchema = z
  .object({ url: endpointUrlSchema.optional(), events: endpointEventsSchema.optional() })
  .refine((input) => input.url !== undefined || input.events !== undefined, {
    message: text("errors.webhook_change"),
  });
export type UpdateWebhookEndpointInput = z.infer<typeof updateWebhookEndpointSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** The secret's first characters (`whsec_AbCd`), to tell secrets apart: the secret itself is shown once. */
  secretStart: z.string(),
  /** Until when the secret replaced by the last rotation still signs, beside the new one; null when none does. */
  previousSecretExpiresAt: z.string().nullable(),
  /** When the endpoint was paused (nothing is sent; events are held until it is resumed), or null. */
  pausedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpointItem = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });

/** The answer of adding an endpoint and of rotating its secret: the only times the secret is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  /** `whsec_…`: receivers verify signatures with it (Standard Webhooks). */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed", "held"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  /** The `webhook-id` header of every attempt. */
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  /** `held`: raised while the endpoint was paused; sent when it is resumed. */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDeliveryItem = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema);
