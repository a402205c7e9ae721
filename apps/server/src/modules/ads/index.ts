// The ads module's front door (issue #31, decision 0056): creatives, drafts, publishing and the advertiser's ads.
// Other modules and app.ts import only what is exported here.
export { toCreative } from "./creative.js";
export { holdUnseenCreatives } from "./creatives-approval.js";
export { saveDraftDetails, saveDraftSelection } from "./drafts.js";
export { submitDraft } from "./publish.js";
export { findLatestDraft, findOwnAd, listRequestsOfAds } from "./queries.js";
export { groupRequestsByAd, listAds, listAdWebsites } from "./service.js";
export { adRoutes } from "./routes.js";
