// The landing feature's front door: what the app and other features use of it (decision 0056).
export { LandingPage } from "./components/landing-page";

/** Its screens, each loaded on first visit (route-level code splitting, app/screens.tsx). */
export const landingScreens = {
  AdsPage: () => import("./components/ads-page").then((m) => m.AdsPage),
  PricingPage: () => import("./components/pricing-page").then((m) => m.PricingPage),
  PrivacyPage: () => import("./components/privacy-page").then((m) => m.PrivacyPage),
  SpacesPage: () => import("./components/spaces-page").then((m) => m.SpacesPage),
  TermsPage: () => import("./components/terms-page").then((m) => m.TermsPage),
};
