// The delivery module's front door (issue #31, decision 0056): serving ads: the live-booking cache, signed tokens, /serve/*.
// Other modules and app.ts import only what is exported here.
export type { DeliveryChange } from "./cache.js";
export { findServedAd } from "./queries.js";
export { createTokenSigner } from "./tokens.js";
export { deliveryRoutes } from "./routes.js";
