// The receipts feature's front door: what the app and other features use of it (decision 0056).
export { AdReceipts } from "./components/ad-receipts";
export { ReceiptDialog } from "./components/receipt-dialog";
export { StatementDownload } from "./components/statement-download";
