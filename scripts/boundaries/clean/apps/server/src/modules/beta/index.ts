// beta enters alpha by its front door, and alpha knows nothing of beta: no cycle.
import { stamp } from "../alpha/index.js";

export const beta = stamp;
