// The wallet feature's front door: what the app and other features use of it (decision 0056).
export { walletKeys } from "./api/keys";

/** Its screens, each loaded on first visit (route-level code splitting, app/screens.tsx). */
export const walletScreens = {
  TransactionsPage: () => import("./components/transactions-page").then((m) => m.TransactionsPage),
  WalletPage: () => import("./components/wallet-page").then((m) => m.WalletPage),
};
