// The support module's front door (issue #31, decision 0056): contact messages and the operator's inbox.
// Other modules and app.ts import only what is exported here.
export { supportAdminRoutes } from "./admin-routes.js";
export { supportRoutes } from "./routes.js";
