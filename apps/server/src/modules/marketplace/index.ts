// The marketplace module's front door (issue #31, decision 0056): what advertisers browse.
// Other modules and app.ts import only what is exported here.
export { marketplaceRoutes } from "./routes.js";
