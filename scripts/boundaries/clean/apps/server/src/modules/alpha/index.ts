// alpha's front door.
export { stamp } from "./service.js";
