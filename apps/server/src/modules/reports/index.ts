// The reports module's front door (issue #31, decision 0056): views and clicks reports, reach breakdowns.
// Other modules and app.ts import only what is exported here.
export { topCountries } from "./reach-queries.js";
export { reportRoutes } from "./routes.js";
