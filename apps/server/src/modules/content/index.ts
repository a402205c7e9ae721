// The content module's front door (issue #31, decision 0056): the operator's ads and take-downs.
// Other modules and app.ts import only what is exported here.
export { contentAdminRoutes } from "./admin-routes.js";
