/**
 * The route table of SPEC §2. The web router is built from these lists and the E2E
 * suite walks them, so an access rule can only change in one place.
 */
export const PRODUCT_SLUG = "placard";

/** Reachable while signed out (SPEC §2 "Access rules"). */
export const PUBLIC_ROUTES = [
  "/",
  `/${PRODUCT_SLUG}-ads`,
  `/${PRODUCT_SLUG}-spaces`,
  "/videos",
  "/video/:id",
  "/pricing",
  "/terms",
  "/privacy",
  "/sign-in",
  "/sign-up",
  // Our addition (docs/decisions/0002): the targets of password-reset and verification links.
  "/forgot-password",
  "/reset-password",
  // Our addition (decision 0029): where "Report this ad" under every served ad leads.
  "/report/:adId",
] as const;

/** Signed-out visitors are sent to /sign-in, replacing history. */
export const PROTECTED_ROUTES = [
  "/referral",
  "/dashboard",
  "/request",
  "/direct-ad",
  "/select",
  "/business",
  "/websites",
  "/categories",
  "/ad-success",
  "/approved-detail/:adId",
  "/approved-ads",
  "/projects",
  "/pending-ads",
  "/pending-ad/:adId",
  "/website/:websiteId",
  "/categories/:id",
  "/create-website",
  "/create-categories/:websiteId",
  "/wallet",
  "/support",
  "/transactions",
  // Our name for SPEC §2's unnamed "Payment result page", where the payment provider sends
  // the payer back with `?status=…&txref=…` (payments.ts PAYMENT_RESULT_PATH).
  "/payment-result",
  // Issue #16: name, password, two-factor authentication, sessions, notifications, deletion.
  "/account",
] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
export type ProtectedRoute = (typeof PROTECTED_ROUTES)[number];

/** `/ref/{code}` replaces itself with `/sign-up?ref={code}`. */
export const REFERRAL_ROUTE = "/ref/:code";

export const SIGN_IN_PATH = "/sign-in";
export const SIGN_UP_PATH = "/sign-up";
/** Where sign-in and sign-up land (SPEC §9 fixed values). */
export const AFTER_AUTH_PATH = "/dashboard";

/** The query parameter that carries where someone was going through sign-in and sign-up (#15). */
export const RETURN_PARAM = "next";

/**
 * A return path from the address bar, or undefined when it is not safe to follow: only a
 * same-origin path (one leading `/`, not `//` or `/\`, no scheme, no control characters),
 * and never an auth page (that would loop). Answers the path, query and hash as given.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000) return undefined;
  const hasOddCharacter = [...value].some((c) => c === "\\" || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (!value.startsWith("/") || value.startsWith("//") || hasOddCharacter) return undefined;
  let url: URL;
  try {
    url = new URL(value, "http://placard.invalid");
  } catch {
    return undefined;
  }
  if (url.origin !== "http://placard.invalid") return undefined;
  const isAuthPage = [SIGN_IN_PATH, SIGN_UP_PATH].includes(url.pathname) || url.pathname.startsWith("/ref/");
  return isAuthPage ? undefined : `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with the return path `next` added when there is a safe one. */
export function withReturnPath(path: string, next: string | null | undefined): string {
  const safe = safeReturnPath(next);
  if (!safe) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${RETURN_PARAM}=${encodeURIComponent(safe)}`;
}

/** Turns a pattern such as `/website/:websiteId` into a concrete sample path. */
export function samplePath(pattern: string, value = "sample-id"): string {
  return pattern.replace(/:[A-Za-z]+/g, value);
}
