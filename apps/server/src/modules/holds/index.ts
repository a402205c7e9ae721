// Payment windows (decision 0015): what an approval holds, its lapse and the advertiser's
// "ask again". Below both reviews (which opens a window when it approves) and ads (whose
// routes take "ask again"), so neither imports the other for it (issue #31).
export { askAgain, HOLD_JOBS, holdExpiry, lapseApproval, scheduleLapse } from "./holds.js";
