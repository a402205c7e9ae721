// The admin feature's front door: what the app and other features use of it (decision 0056).
export { adminRoutes } from "./admin-routes";
