import { text } from "@placard/shared/messages";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { checkedLookup, type OutboundPolicy, OutboundRefusal, refusalFor, resolveChecked } from "./policy.js";

export { OutboundRefusal, type OutboundPolicy } from "./policy.js";

/**
 * The one HTTP client for server-side requests to a URL a user gave (website verification,
 * webhooks, anything later; decision 0042). Each hop's URL is checked before it is
 * requested (scheme, a literal address), each connection resolves its host through the
 * checked lookup (every address public, and the socket connects to one of exactly those),
 * redirects are followed by hand, a few at most, each hop checked again, and every
 * request has a deadline and reads at most `maxBytes` of the answer.
 */
export interface OutboundRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, connection to last byte (default 10 s). */
  timeoutMs?: number;
  /** Bytes of the answer kept; the connection is closed past them (default 512 KiB). */
  maxBytes?: number;
  /** Plain http refused unless the policy allows private addresses (webhooks). */
  httpsOnly?: boolean;
  /** Redirects followed (default 0: a 3xx is the answer). */
  maxRedirects?: number;
  /** Why a redirect from → to may not be followed, if it may not (beyond the address rule). */
  refuseRedirect?: (from: URL, to: URL) => string | undefined;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The answer as UTF-8, at most maxBytes of it. */
  body: string;
  /** The URL that answered (after redirects). */
  url: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 512 * 1024;

/**
 * Why this URL may not be requested, checked without resolving its name: http(s) only —
 * https only when `httpsOnly` and the policy does not allow private addresses — and not a
 * literal non-public address.
 */
export function refuseUrlShape(policy: OutboundPolicy, url: URL, httpsOnly: boolean): string | undefined {
  if (url.protocol !== "https:" && url.protocol !== "http:") return text("errors.outbound.not_http");
  if (httpsOnly && !policy.allowPrivate && url.protocol !== "https:") return text("errors.outbound.https_only");
  if (url.username || url.password) return text("errors.outbound.no_credentials");
  // A name is checked when it is resolved; an address literal (which the URL parser has
  // already written out: 0x7f000001, 2130706433 and 0177.0.0.1 all read 127.0.0.1) now.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) ? refusalFor(policy, host) : undefined;
}

/**
 * The check when a URL is saved: its shape, and every address its host resolves to now.
 * Answers why it is refused, or undefined. (The same check runs again at connect time.)
 */
export async function refuseOutboundUrl(
  policy: OutboundPolicy,
  url: string,
  options: { httpsOnly: boolean },
): Promise<string | undefined> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return text("errors.webhook_url");
  }
  const shape = refuseUrlShape(policy, target, options.httpsOnly);
  if (shape) return shape;
  if (policy.allowPrivate) return undefined;
  try {
    await resolveChecked(policy, target.hostname);
  } catch (error) {
    return error instanceof OutboundRefusal
      ? error.message
      : text("errors.outbound.does_not_resolve", { host: target.hostname });
  }
  return undefined;
}

/** One hop: connect through the checked lookup, send, read at most maxBytes before the deadline. */
function requestOnce(
  policy: OutboundPolicy,
  target: URL,
  request: OutboundRequest,
  deadline: number,
): Promise<OutboundResponse> {
  return new Promise((resolve, reject) => {
    const maxBytes = request.maxBytes ?? DEFAULT_MAX_BYTES;
    const client = target.protocol === "https:" ? https : http;
    const body = request.body;
    const outgoing = client.request(target, {
      method: request.method ?? "GET",
      // A connection of its own: a pooled socket may have been opened under another policy.
      agent: false,
      lookup: checkedLookup(policy),
      headers: {
        ...request.headers,
        ...(body !== undefined ? { "content-length": String(Buffer.byteLength(body)) } : {}),
      },
    });
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(
      () => outgoing.destroy(new Error(text("errors.outbound.timed_out"))),
      Math.max(deadline - Date.now(), 0),
    );
    outgoing.on("error", (error) => settle(() => reject(error)));
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () =>
        settle(() =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).subarray(0, maxBytes).toString("utf8"),
            url: target.toString(),
          }),
        );
      response.on("data", (chunk: Buffer) => {
        if (size < maxBytes) chunks.push(chunk);
        size += chunk.length;
        // Enough read: the rest is not wanted, and a sender that never stops must not hold us.
        if (size >= maxBytes) {
          finish();
          response.destroy();
        }
      });
      response.on("end", finish);
      response.on("error", (error) => settle(() => reject(error)));
    });
    outgoing.end(body);
  });
}

/** Sends the request under the policy; throws OutboundRefusal for what was refused before connecting. */
export async function sendOutbound(policy: OutboundPolicy, request: OutboundRequest): Promise<OutboundResponse> {
  const deadline = Date.now() + (request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const maxRedirects = request.maxRedirects ?? 0;
  let target = new URL(request.url);
  for (let hop = 0; ; hop += 1) {
    const shape = refuseUrlShape(policy, target, request.httpsOnly ?? false);
    if (shape) throw new OutboundRefusal(shape);
    const response = await requestOnce(policy, target, request, deadline);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location || maxRedirects === 0) return response;
    if (hop >= maxRedirects) throw new OutboundRefusal(text("errors.outbound.too_many_redirects"));
    const next = new URL(location, target);
    const why = request.refuseRedirect?.(target, next);
    if (why) throw new OutboundRefusal(why);
    target = next;
  }
}
