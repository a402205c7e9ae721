// The payments module's front door (issue #31, decision 0056): Pay Now, the provider, confirmation, bookings, refunds, earnings.
// Other modules and app.ts import only what is exported here.
export { PAYMENT_JOBS } from "./deps.js";
export { paymentShares, postEarningsReleased, releaseEarnings } from "./earnings.js";
export { PART_REFUND_JOB, paymentPeriods, refundPartInTx, sendPartRefund, unusedCents } from "./part-refunds.js";
export { paymentsPlugin } from "./plugin.js";
export type { PaymentProvider, TransferState } from "./providers/provider.js";
export { findUserName, lockPayment, lockSucceededPayments, updateRequestBooking } from "./queries.js";
export { refundRequestInTx } from "./refunds.js";
export { startPayment } from "./service.js";
export { paymentRoutes } from "./routes.js";
