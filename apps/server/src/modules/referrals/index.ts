// The referrals module's front door (issue #31, decision 0056): referral codes, attribution and qualification.
// Other modules and app.ts import only what is exported here.
export { ensureReferralCode, qualifyReferral, recordReferral } from "./service.js";
export { referralRoutes } from "./routes.js";
