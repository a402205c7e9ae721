// The ledger module's front door (issue #31, decision 0056): the double-entry ledger, balances and payment positions.
// Other modules and app.ts import only what is exported here.
export { rebuildLedgerAggregates } from "./aggregates.js";
export { lockOwnerBalance, ownerBalance } from "./balances.js";
export { checkLedger, postLedgerTransaction, unbalancedTransactions } from "./ledger.js";
export { paymentPosition, withdrawnFromPayment } from "./positions.js";
