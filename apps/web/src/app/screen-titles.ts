import type { ProtectedRoute, PublicRoute } from "@placard/shared/routes";

/**
 * The browser tab's title of every screen (#15.13), shown as "{title} · Placard", as a catalog
 * key (decision 0057; the English catalog holds the words). The type makes a route without a
 * title a compile error.
 */
export const SCREEN_TITLES: Record<PublicRoute | ProtectedRoute, string> = {
  "/": "title.home",
  "/placard-ads": "title.advertisers",
  "/placard-spaces": "title.owners",
  "/videos": "title.videos",
  "/video/:id": "title.video",
  "/pricing": "title.pricing",
  "/terms": "title.terms",
  "/privacy": "title.privacy",
  "/sign-in": "title.sign_in",
  "/sign-up": "title.sign_up",
  "/forgot-password": "title.forgot_password",
  "/reset-password": "title.reset_password",
  "/report/:adId": "title.report_ad",
  "/referral": "title.referrals",
  "/dashboard": "title.dashboard",
  "/request": "title.your_ads",
  "/direct-ad": "title.advertise_here",
  "/select": "title.upload_ad",
  "/business": "title.business",
  "/websites": "title.choose_websites",
  "/categories": "title.choose_spaces",
  "/ad-success": "title.ad_submitted",
  "/approved-detail/:adId": "title.campaign",
  "/approved-ads": "title.approved_ads",
  "/projects": "title.your_websites",
  "/pending-ads": "title.pending_ads",
  "/pending-ad/:adId": "title.review_ad",
  "/website/:websiteId": "title.website",
  "/categories/:id": "title.ad_spaces",
  "/create-website": "title.add_website",
  "/create-categories/:websiteId": "title.select_spaces",
  "/wallet": "title.wallet",
  "/support": "title.help",
  "/transactions": "title.transactions",
  "/payment-result": "title.payment_result",
  "/account": "title.account",
};

export const PRODUCT_NAME = "Placard";

/** "Wallet · Placard"; the product name alone where a route has no title (404, redirects). */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);
