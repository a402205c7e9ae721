export { creativeRoutes } from "./routes.js";
