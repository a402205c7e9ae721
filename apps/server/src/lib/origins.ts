import { text } from "@placard/shared/messages";
import type { IncomingHttpHeaders } from "node:http";
import type { Config } from "../config/config.js";

/**
 * Where requests that change something may come from (decision record 0017).
 *
 * A browser sends cookies with every same-site request, and another port or a sibling
 * subdomain is the same site: SameSite=Lax alone does not stop a page there from posting
 * to Placard with the user's session. So every state-changing request must show that it
 * comes from one of Placard's own pages: its `Origin`, or, when a browser sent none, its
 * `Sec-Fetch-Site` (same-origin) or its `Referer`'s origin. Nothing to show is refused too.
 */

/** The origins Placard's own pages are served from (Better Auth trusts the same list). */
export function ownOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin];
  // Without PUBLIC_URL the app is reached on this machine under either loopback name.
  if (!config.PUBLIC_URL) origins.push(`http://127.0.0.1:${config.PORT}`);
  // `npm run dev --workspace apps/web` serves the UI from Vite's port, proxying /api here.
  if (config.NODE_ENV === "development") origins.push("http://localhost:5173");
  return origins;
}

/** Methods that only read; everything else changes state and is checked. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The only writes that come from elsewhere by design, each authenticated otherwise:
 * - the payment provider's webhook: its server calls, proving itself with the secret hash;
 * - the sandbox checkout: it stands in for the provider's hosted page (another site in
 *   production), and only records the payer's choice for its own webhook;
 * - the delivery beacons (views, clicks): publishers' pages send them, without cookies;
 * - an email's one-click unsubscribe (RFC 8058): the recipient's mail client posts it, from
 *   no page of ours; the link's HMAC signature is its authority, not a session.
 */
export const CROSS_ORIGIN_WRITES: readonly { path: string; prefix: boolean; why: string }[] = [
  { path: "/api/payments/webhook", prefix: false, why: "payment provider's webhook" },
  { path: "/sandbox/checkout/", prefix: true, why: "sandbox checkout's own pages" },
  { path: "/serve/", prefix: true, why: "delivery beacons from publishers' pages" },
  { path: "/email/unsubscribe", prefix: false, why: "one-click unsubscribe from mail clients (RFC 8058)" },
];

export const CROSS_ORIGIN_MESSAGE = text("errors.security.cross_origin");

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Whether a request's headers show it comes from one of `allowed` (the rule above). */
export function comesFromOwnPage(headers: IncomingHttpHeaders, allowed: readonly string[]): boolean {
  const origin = single(headers.origin);
  // "null" (sandboxed frames, some redirects) is present but proves nothing: refused.
  if (origin !== undefined) return allowed.includes(origin);
  const site = single(headers["sec-fetch-site"]);
  if (site !== undefined) return site === "same-origin";
  const referer = single(headers.referer);
  if (referer !== undefined) {
    const refererOrigin = originOf(referer);
    return refererOrigin !== undefined && allowed.includes(refererOrigin);
  }
  return false;
}

/** Whether a request must pass `comesFromOwnPage`: it changes state and is no named exception. */
export function needsOwnOrigin(method: string, url: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const pathname = url.split("?")[0] ?? "/";
  return !CROSS_ORIGIN_WRITES.some((entry) =>
    entry.prefix ? pathname.startsWith(entry.path) : pathname === entry.path,
  );
}
