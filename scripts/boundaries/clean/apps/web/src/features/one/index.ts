// one's front door.
export { One } from "./page";
