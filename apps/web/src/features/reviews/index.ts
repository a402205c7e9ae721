// The reviews feature's front door: what the app and other features use of it (decision 0056).
export { reviewKeys, usePendingCount } from "./api/reviews";

/** Its screens, each loaded on first visit (route-level code splitting, app/screens.tsx). */
export const reviewScreens = {
  PendingAdPage: () => import("./components/pending-ad-page").then((m) => m.PendingAdPage),
  PendingAdsPage: () => import("./components/pending-ads-page").then((m) => m.PendingAdsPage),
};
