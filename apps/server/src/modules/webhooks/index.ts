// The webhooks module's front door (issue #31, decision 0056): signed webhooks: endpoints, deliveries, booking events.
// Other modules and app.ts import only what is exported here.
export { scheduleBookingWebhooks } from "./bookings.js";
export { raiseWebhooks, WEBHOOK_EVENT_OF, type WebhookRaise } from "./service.js";
export { webhookRoutes } from "./routes.js";
