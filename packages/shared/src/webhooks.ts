import { z } from "zod";
import { pageSchema } from "./pagination.js";

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
};

/** A user may register this many endpoints. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** POST /api/account/webhooks */
export const createWebhookEndpointSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, message: "Enter a full https:// address" })
    .max(2000, { message: "At most 2000 characters" }),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, { message: "Pick at least one event" }),
});
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** `whsec_…`: receivers verify signatures with it (Standard Webhooks). */
  secret: z.string(),
  createdAt: z.string(),
});
export type WebhookEndpointItem = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });

export const webhookDeliverySchema = z.object({
  /** The `webhook-id` header of every attempt. */
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDeliveryItem = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema);
