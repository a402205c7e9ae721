// The wallet module's front door (issue #31, decision 0056): owners' balances, earnings, withdrawals and payouts.
// Other modules and app.ts import only what is exported here.
export { handleTransferWebhook } from "./payouts.js";
export { findWithdrawal, insertWithdrawal, lockWithdrawal, updateWithdrawal } from "./queries.js";
export { listEarningPayments, releaseDueEarnings } from "./service.js";
export { PAYOUT_JOB, withdraw } from "./withdrawals.js";
export { walletRoutes } from "./routes.js";
