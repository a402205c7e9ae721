// The notifications module's front door (issue #31, decision 0056): stored notifications and the money events (lifecycle).
// Other modules and app.ts import only what is exported here.
export { raiseEarningsReleased, raisePaymentReceived, raisePayoutFinished } from "./lifecycle.js";
export { createNotifier, type NotificationInput, type Notifier, recordNotifications } from "./service.js";
export { notificationRoutes } from "./routes.js";
