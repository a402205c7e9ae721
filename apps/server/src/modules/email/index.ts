// The email module's front door (issue #31, decision 0056): transactional email: the outbox, templates, preferences, unsubscribe.
// Other modules and app.ts import only what is exported here.
export { enqueueEmails } from "./outbox.js";
export { channelsFor } from "./preferences.js";
export type { EmailData } from "./templates.js";
export { emailRoutes } from "./routes.js";
