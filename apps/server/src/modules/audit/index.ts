// The audit module's front door (issue #31, decision 0056): the append-only audit log and its operator list.
// Other modules and app.ts import only what is exported here.
export { type AuditActor, recordAudit } from "./service.js";
export { auditAdminRoutes } from "./admin-routes.js";
