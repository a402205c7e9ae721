import type { ProtectedRoute, PublicRoute } from "@placard/shared/routes";

/**
 * The browser tab's title of every screen (#15.13), shown as "{title} · Placard". The type
 * makes a route without a title a compile error.
 */
export const SCREEN_TITLES: Record<PublicRoute | ProtectedRoute, string> = {
  "/": "Direct ad placements",
  "/placard-ads": "For advertisers",
  "/placard-spaces": "For website owners",
  "/videos": "Videos",
  "/video/:id": "Video",
  "/pricing": "Pricing",
  "/terms": "Terms",
  "/privacy": "Privacy",
  "/sign-in": "Sign in",
  "/sign-up": "Create your account",
  "/forgot-password": "Forgot password",
  "/reset-password": "Reset password",
  "/report/:adId": "Report this ad",
  "/referral": "Referrals",
  "/dashboard": "Dashboard",
  "/request": "Your ads",
  "/direct-ad": "Advertise here",
  "/select": "Upload your ad",
  "/business": "Business details",
  "/websites": "Choose websites",
  "/categories": "Choose ad spaces",
  "/ad-success": "Ad submitted",
  "/approved-detail/:adId": "Campaign",
  "/approved-ads": "Approved ads",
  "/projects": "Your websites",
  "/pending-ads": "Pending ads",
  "/pending-ad/:adId": "Review an ad",
  "/website/:websiteId": "Website",
  "/categories/:id": "Ad spaces",
  "/create-website": "Add your website",
  "/create-categories/:websiteId": "Select your ad spaces",
  "/wallet": "Wallet",
  "/support": "Help centre",
  "/transactions": "Transactions",
  "/payment-result": "Payment result",
  "/account": "Your account",
};

export const PRODUCT_NAME = "Placard";

/** "Wallet · Placard"; the product name alone where a route has no title (404, redirects). */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);
