// The reviews module's front door (issue #31, decision 0056): owners approve or reject requests.
// Other modules and app.ts import only what is exported here.
export { approveRequest, listPendingAds, rejectRequest } from "./service.js";
export { reviewRoutes } from "./routes.js";
