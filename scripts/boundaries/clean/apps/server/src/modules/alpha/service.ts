// A module builds on lib/ (downward).
import { now } from "../../lib/clock.js";

export const stamp = () => now();
