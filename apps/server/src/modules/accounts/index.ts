// The accounts module's front door (issue #31, decision 0056): the account's own routes (details, sessions, deletion).
// Other modules and app.ts import only what is exported here.
export { accountRoutes } from "./routes.js";
