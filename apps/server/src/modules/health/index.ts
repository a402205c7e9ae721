// The health module's front door (issue #31, decision 0056): GET /api/health.
// Other modules and app.ts import only what is exported here.
export { healthRoutes } from "./routes.js";
