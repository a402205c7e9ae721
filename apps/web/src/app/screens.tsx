import type { ProtectedRoute, PublicRoute } from "@placard/shared/routes";
import { type ComponentType, lazy, type ReactNode } from "react";
import { accountScreens } from "@/features/account";
import { adReportScreens } from "@/features/ad-reports";
import { authScreens } from "@/features/auth";
import { campaignScreens } from "@/features/campaigns";
import { inventoryScreens } from "@/features/inventory";
import { LandingPage, landingScreens } from "@/features/landing";
import { referralScreens } from "@/features/referrals";
import { reviewScreens } from "@/features/reviews";
import { supportScreens } from "@/features/support";
import { videoScreens } from "@/features/videos";
import { walletScreens } from "@/features/wallet";

/** Feature screens load on first visit (route-level code splitting). */
function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return <Screen />;
}
/** The landing page stays in the main chunk; the auth forms load on first visit. */
const auth = {
  signUp: () => lazyScreen(authScreens.SignUpPage),
  signIn: () => lazyScreen(authScreens.SignInPage),
  forgotPassword: () => lazyScreen(authScreens.ForgotPasswordPage),
  resetPassword: () => lazyScreen(authScreens.ResetPasswordPage),
};
const campaigns = {
  request: () => lazyScreen(campaignScreens.RequestPage),
  select: () => lazyScreen(campaignScreens.SelectPage),
  business: () => lazyScreen(campaignScreens.BusinessPage),
  websites: () => lazyScreen(campaignScreens.WebsitesPage),
  categories: () => lazyScreen(campaignScreens.CategoriesStepPage),
  success: () => lazyScreen(campaignScreens.AdSuccessPage),
  directAd: () => lazyScreen(campaignScreens.DirectAdPage),
  dashboard: () => lazyScreen(campaignScreens.DashboardPage),
  approved: () => lazyScreen(campaignScreens.ApprovedAdsPage),
  detail: () => lazyScreen(campaignScreens.AdDetailPage),
  paymentResult: () => lazyScreen(campaignScreens.PaymentResultPage),
};
const wallet = {
  wallet: () => lazyScreen(walletScreens.WalletPage),
  transactions: () => lazyScreen(walletScreens.TransactionsPage),
};
const reviews = {
  pendingAds: () => lazyScreen(reviewScreens.PendingAdsPage),
  pendingAd: () => lazyScreen(reviewScreens.PendingAdPage),
};
/** One element for both routes, so opening a video keeps the list (and its playing previews) mounted. */
const videosScreen = lazyScreen(videoScreens.VideosPage);
const referrals = {
  page: () => lazyScreen(referralScreens.ReferralPage),
};
const inventory = {
  projects: () => lazyScreen(inventoryScreens.ProjectsPage),
  createWebsite: () => lazyScreen(inventoryScreens.CreateWebsitePage),
  createCategories: () => lazyScreen(inventoryScreens.CreateCategoriesPage),
  websiteDetails: () => lazyScreen(inventoryScreens.WebsiteDetailsPage),
  categories: () => lazyScreen(inventoryScreens.CategoriesPage),
};

/** Auth screens: rendered inside GuestOnly. */
export const AUTH_SCREENS = new Set<PublicRoute>(["/sign-in", "/sign-up"]);

/** Every public route of SPEC §2 has a screen; the type makes a missing one a compile error. */
export const PUBLIC_SCREENS: Record<PublicRoute, ReactNode> = {
  "/": <LandingPage />,
  "/placard-ads": lazyScreen(landingScreens.AdsPage),
  "/placard-spaces": lazyScreen(landingScreens.SpacesPage),
  "/videos": videosScreen,
  "/video/:id": videosScreen,
  "/pricing": lazyScreen(landingScreens.PricingPage),
  "/terms": lazyScreen(landingScreens.TermsPage),
  "/privacy": lazyScreen(landingScreens.PrivacyPage),
  "/sign-in": auth.signIn(),
  "/sign-up": auth.signUp(),
  "/forgot-password": auth.forgotPassword(),
  "/reset-password": auth.resetPassword(),
  "/report/:adId": lazyScreen(adReportScreens.ReportAdPage),
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
  "/support": lazyScreen(supportScreens.SupportPage),
  "/transactions": wallet.transactions(),
  "/payment-result": campaigns.paymentResult(),
  "/account": lazyScreen(accountScreens.AccountPage),
};
