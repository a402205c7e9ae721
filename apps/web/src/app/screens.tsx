import type { ProtectedRoute, PublicRoute } from "@placard/shared/routes";
import { type ComponentType, lazy, type ReactNode } from "react";
import { LandingPage } from "@/features/landing/components/landing-page";

/** Feature screens load on first visit (route-level code splitting). */
function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return <Screen />;
}
/** The landing page stays in the main chunk; the auth forms load on first visit. */
const auth = {
  signUp: () => lazyScreen(() => import("@/features/auth/components/sign-up-page").then((m) => m.SignUpPage)),
  signIn: () => lazyScreen(() => import("@/features/auth/components/sign-in-page").then((m) => m.SignInPage)),
  forgotPassword: () =>
    lazyScreen(() => import("@/features/auth/components/forgot-password-page").then((m) => m.ForgotPasswordPage)),
  resetPassword: () =>
    lazyScreen(() => import("@/features/auth/components/reset-password-page").then((m) => m.ResetPasswordPage)),
};
const campaigns = {
  request: () => lazyScreen(() => import("@/features/campaigns/components/request-page").then((m) => m.RequestPage)),
  select: () => lazyScreen(() => import("@/features/campaigns/components/select-page").then((m) => m.SelectPage)),
  business: () => lazyScreen(() => import("@/features/campaigns/components/business-page").then((m) => m.BusinessPage)),
  websites: () => lazyScreen(() => import("@/features/campaigns/components/websites-page").then((m) => m.WebsitesPage)),
  categories: () =>
    lazyScreen(() => import("@/features/campaigns/components/categories-step-page").then((m) => m.CategoriesStepPage)),
  success: () =>
    lazyScreen(() => import("@/features/campaigns/components/ad-success-page").then((m) => m.AdSuccessPage)),
  directAd: () =>
    lazyScreen(() => import("@/features/campaigns/components/direct-ad-page").then((m) => m.DirectAdPage)),
  dashboard: () =>
    lazyScreen(() => import("@/features/campaigns/components/dashboard-page").then((m) => m.DashboardPage)),
  approved: () =>
    lazyScreen(() => import("@/features/campaigns/components/approved-ads-page").then((m) => m.ApprovedAdsPage)),
  detail: () => lazyScreen(() => import("@/features/campaigns/components/ad-detail-page").then((m) => m.AdDetailPage)),
  paymentResult: () =>
    lazyScreen(() => import("@/features/campaigns/components/payment-result-page").then((m) => m.PaymentResultPage)),
};
const wallet = {
  wallet: () => lazyScreen(() => import("@/features/wallet/components/wallet-page").then((m) => m.WalletPage)),
  transactions: () =>
    lazyScreen(() => import("@/features/wallet/components/transactions-page").then((m) => m.TransactionsPage)),
};
const reviews = {
  pendingAds: () =>
    lazyScreen(() => import("@/features/reviews/components/pending-ads-page").then((m) => m.PendingAdsPage)),
  pendingAd: () =>
    lazyScreen(() => import("@/features/reviews/components/pending-ad-page").then((m) => m.PendingAdPage)),
};
/** One element for both routes, so opening a video keeps the list (and its playing previews) mounted. */
const videosScreen = lazyScreen(() => import("@/features/videos/components/videos-page").then((m) => m.VideosPage));
const referrals = {
  page: () => lazyScreen(() => import("@/features/referrals/components/referral-page").then((m) => m.ReferralPage)),
};
const inventory = {
  projects: () => lazyScreen(() => import("@/features/inventory/components/projects-page").then((m) => m.ProjectsPage)),
  createWebsite: () =>
    lazyScreen(() => import("@/features/inventory/components/create-website-page").then((m) => m.CreateWebsitePage)),
  createCategories: () =>
    lazyScreen(() =>
      import("@/features/inventory/components/create-categories-page").then((m) => m.CreateCategoriesPage),
    ),
  websiteDetails: () =>
    lazyScreen(() => import("@/features/inventory/components/website-details-page").then((m) => m.WebsiteDetailsPage)),
  categories: () =>
    lazyScreen(() => import("@/features/inventory/components/categories-page").then((m) => m.CategoriesPage)),
};

/** Auth screens: rendered inside GuestOnly. */
export const AUTH_SCREENS = new Set<PublicRoute>(["/sign-in", "/sign-up"]);

/** Every public route of SPEC §2 has a screen; the type makes a missing one a compile error. */
export const PUBLIC_SCREENS: Record<PublicRoute, ReactNode> = {
  "/": <LandingPage />,
  "/placard-ads": lazyScreen(() => import("@/features/landing/components/ads-page").then((m) => m.AdsPage)),
  "/placard-spaces": lazyScreen(() => import("@/features/landing/components/spaces-page").then((m) => m.SpacesPage)),
  "/videos": videosScreen,
  "/video/:id": videosScreen,
  "/pricing": lazyScreen(() => import("@/features/landing/components/pricing-page").then((m) => m.PricingPage)),
  "/terms": lazyScreen(() => import("@/features/landing/components/terms-page").then((m) => m.TermsPage)),
  "/privacy": lazyScreen(() => import("@/features/landing/components/privacy-page").then((m) => m.PrivacyPage)),
  "/sign-in": auth.signIn(),
  "/sign-up": auth.signUp(),
  "/forgot-password": auth.forgotPassword(),
  "/reset-password": auth.resetPassword(),
  "/report/:adId": lazyScreen(() =>
    import("@/features/ad-reports/components/report-ad-page").then((m) => m.ReportAdPage),
  ),
};

export const PROTECTED_SCREENS: Record<ProtectedRoute, ReactNode> = {
  "/referral": referrals.page(),
  "/dashboard": campaigns.dashboard(),
  "/request": campaigns.request(),
  "/direct-ad": campaigns.directAd(),
  "/select": campaigns.select(),
  "/business": campaigns.business(),
  "/websites": campaigns.websites(),
  "/categories": campaigns.categories(),
  "/ad-success": campaigns.success(),
  "/approved-detail/:adId": campaigns.detail(),
  "/approved-ads": campaigns.approved(),
  "/projects": inventory.projects(),
  "/pending-ads": reviews.pendingAds(),
  "/pending-ad/:adId": reviews.pendingAd(),
  "/website/:websiteId": inventory.websiteDetails(),
  "/categories/:id": inventory.categories(),
  "/create-website": inventory.createWebsite(),
  "/create-categories/:websiteId": inventory.createCategories(),
  "/wallet": wallet.wallet(),
  "/support": lazyScreen(() => import("@/features/support/components/support-page").then((m) => m.SupportPage)),
  "/transactions": wallet.transactions(),
  "/payment-result": campaigns.paymentResult(),
  "/account": lazyScreen(() => import("@/features/account/components/account-page").then((m) => m.AccountPage)),
};
