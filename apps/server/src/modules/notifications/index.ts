// The notifications module's front door for other modules.
export { recordNotifications } from "./service.js";
