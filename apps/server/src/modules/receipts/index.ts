// The receipts module's front door (issue #31, decision 0056): receipts and monthly statements.
// Other modules and app.ts import only what is exported here.
export { receiptRoutes } from "./routes.js";
