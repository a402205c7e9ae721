// The campaigns feature's front door: what the app and other features use of it (decision 0056).
export { campaignKeys } from "./api/keys";

/** Its screens, each loaded on first visit (route-level code splitting, app/screens.tsx). */
export const campaignScreens = {
  AdDetailPage: () => import("./components/ad-detail-page").then((m) => m.AdDetailPage),
  AdSuccessPage: () => import("./components/ad-success-page").then((m) => m.AdSuccessPage),
  ApprovedAdsPage: () => import("./components/approved-ads-page").then((m) => m.ApprovedAdsPage),
  BusinessPage: () => import("./components/business-page").then((m) => m.BusinessPage),
  CategoriesStepPage: () => import("./components/categories-step-page").then((m) => m.CategoriesStepPage),
  DashboardPage: () => import("./components/dashboard-page").then((m) => m.DashboardPage),
  DirectAdPage: () => import("./components/direct-ad-page").then((m) => m.DirectAdPage),
  PaymentResultPage: () => import("./components/payment-result-page").then((m) => m.PaymentResultPage),
  RequestPage: () => import("./components/request-page").then((m) => m.RequestPage),
  SelectPage: () => import("./components/select-page").then((m) => m.SelectPage),
  WebsitesPage: () => import("./components/websites-page").then((m) => m.WebsitesPage),
};
