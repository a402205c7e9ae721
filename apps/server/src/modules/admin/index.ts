// The admin module's front door (issue #31, decision 0056): operators: the guard and mount for operator routes, roles, suspension.
// Other modules and app.ts import only what is exported here.
export { operatorOf, registerAdminRoutes } from "./guard.js";
export { type RoleChange, setOperatorRole } from "./operators.js";
export { deliveryReach, isSuspended } from "./suspension.js";
export { adminRoutes } from "./admin-routes.js";
