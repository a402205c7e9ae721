// The money-desk module's front door (issue #31, decision 0056): the operator's payouts and refunds.
// Other modules and app.ts import only what is exported here.
export { moneyDeskAdminRoutes } from "./admin-routes.js";
