// The ad-reports module's front door (issue #31, decision 0056): "Report this ad": the public report and the operator's queue.
// Other modules and app.ts import only what is exported here.
export { reportAd } from "./service.js";
export { adReportAdminRoutes } from "./admin-routes.js";
export { adReportRoutes } from "./routes.js";
