// The referrals feature's front door: what the app and other features use of it (decision 0056).
/** Its screens, each loaded on first visit (route-level code splitting, app/screens.tsx). */
export const referralScreens = {
  ReferralPage: () => import("./components/referral-page").then((m) => m.ReferralPage),
};
