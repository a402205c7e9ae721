// The renewals module's front door (issue #31, decision 0056): auto-renew and bookings ending soon.
// Other modules and app.ts import only what is exported here.
export { renewalRoutes } from "./routes.js";
