import { text } from "@placard/shared/messages";
import { VERIFICATION_META_NAME } from "@placard/shared/websites";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { websites } from "../../db/schema/inventory.js";
import { type OutboundPolicy, sendOutbound } from "../../lib/outbound/client.js";

const FETCH_TIMEOUT_MS = 5_000;
const MAX_BYTES = 512 * 1024;
const MAX_REDIRECTS = 3;

/** A host without its leading `www.`: `www.example.com` and `example.com` are one website. */
const siteHost = (hostname: string) => hostname.toLowerCase().replace(/^www\./, "");

export interface FetchOptions {
  /** The operator's VERIFICATION_ALLOW_PRIVATE_HOSTS. */
  allowPrivate: boolean;
  /** The Accept header (a home page by default). */
  accept?: string;
}

/**
 * GETs a page through the guarded outbound client (decision 0042: no private address, at
 * the URL, at connect time or on a redirect), at most MAX_BYTES, within FETCH_TIMEOUT_MS,
 * following a few redirects that stay on the website's host (`www.` or not, http or
 * https): a redirect elsewhere proves nothing about this website.
 */
export async function fetchPage(url: string, options: FetchOptions): Promise<string> {
  const policy: OutboundPolicy = { allowPrivate: options.allowPrivate };
  const response = await sendOutbound(policy, {
    url,
    timeoutMs: FETCH_TIMEOUT_MS,
    maxBytes: MAX_BYTES,
    maxRedirects: MAX_REDIRECTS,
    refuseRedirect: (from, to) =>
      siteHost(to.hostname) === siteHost(from.hostname)
        ? undefined
        : text("errors.websites.redirects_elsewhere", { host: to.hostname }),
    headers: {
      "user-agent": "PlacardVerifier/1.0 (+website verification)",
      accept: options.accept ?? "text/html",
    },
  });
  if (response.status !== 200) throw new Error(text("errors.websites.page_answered", { status: response.status }));
  return response.body;
}

/** Whether the page carries `<meta name="placard-verification" content="token">` (any attribute order). */
export function hasVerificationTag(html: string, token: string): boolean {
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = match[0];
    const name = /\bname\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const content = /\bcontent\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (name?.toLowerCase() === VERIFICATION_META_NAME && content === token) return true;
  }
  return false;
}

/** Whether the verification file's text is the token (one line of it, surrounding blanks ignored). */
export function hasVerificationFile(text: string, token: string): boolean {
  return text.split(/\r?\n/).some((line) => line.trim() === token);
}

export async function markVerified(executor: Executor, websiteId: string) {
  await executor.update(websites).set({ status: "verified" }).where(eq(websites.id, websiteId));
}
