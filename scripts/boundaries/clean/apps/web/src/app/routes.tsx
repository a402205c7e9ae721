// The app enters features by their front doors.
import { One } from "../features/one/index";
import { Two } from "../features/two/index";

export const routes = [One, Two];
