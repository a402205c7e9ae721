// The websites module's front door (issue #31, decision 0056): owners' websites, verification and embed sightings.
// Other modules and app.ts import only what is exported here.
export { likePattern, recordEmbedSeen, websiteMatches, websiteSpaceCount } from "./queries.js";
export { requireOwnerWebsite } from "./service.js";
export { markVerified } from "./verification.js";
export { websiteRoutes } from "./routes.js";
