// The api-keys module's front door (issue #31, decision 0056): the API-key routes (the auth layer's part is lib/api-keys).
// Other modules and app.ts import only what is exported here.
export { apiKeyRoutes } from "./routes.js";
