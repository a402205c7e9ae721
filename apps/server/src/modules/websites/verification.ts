import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { VERIFICATION_META_NAME } from "@placard/shared/websites";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { websites } from "../../db/schema/inventory.js";

const FETCH_TIMEOUT_MS = 5_000;
const MAX_BYTES = 512 * 1024;
const MAX_REDIRECTS = 3;

/** Loopback, private, link-local, carrier-grade NAT, unique-local and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split(".").map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const lower = address.toLowerCase();
  return lower === "::" || lower === "::1" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/**
 * A DNS lookup that refuses private addresses at connect time (so a name that resolves
 * differently on the second lookup cannot reach the internal network either).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const bad = addresses.find((entry) => isPrivateAddress(entry.address));
    if (bad) return callback(new Error(`refusing private address ${bad.address}`), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new Error("no address"), "", 0);
    callback(null, first.address, first.family);
  });
};

/** A host without its leading `www.`: `www.example.com` and `example.com` are one website. */
const siteHost = (hostname: string) => hostname.toLowerCase().replace(/^www\./, "");

export interface FetchOptions {
  allowPrivate: boolean;
  /** The Accept header (a home page by default). */
  accept?: string;
}

/**
 * GETs a page, at most MAX_BYTES, within FETCH_TIMEOUT_MS, following a few redirects that
 * stay on the website's host (`www.` or not, http or https): a redirect elsewhere proves
 * nothing about this website.
 */
export function fetchPage(url: string, options: FetchOptions, redirects = 0, origin = url): Promise<string> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    if (siteHost(target.hostname) !== siteHost(new URL(origin).hostname)) {
      return reject(new Error(`it redirects to another host (${target.hostname})`));
    }
    if (target.protocol !== "http:" && target.protocol !== "https:") return reject(new Error("not an http(s) URL"));
    if (!options.allowPrivate && isIP(target.hostname) && isPrivateAddress(target.hostname)) {
      return reject(new Error("refusing a private address"));
    }
    const client = target.protocol === "https:" ? https : http;
    const request = client.get(
      target,
      {
        timeout: FETCH_TIMEOUT_MS,
        headers: {
          "user-agent": "PlacardVerifier/1.0 (+website verification)",
          accept: options.accept ?? "text/html",
        },
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          if (redirects >= MAX_REDIRECTS) return reject(new Error("too many redirects"));
          const next = new URL(response.headers.location, target).toString();
          return resolve(fetchPage(next, options, redirects + 1, origin));
        }
        if (status !== 200) {
          response.resume();
          return reject(new Error(`the page answered ${status}`));
        }
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
          if (body.length > MAX_BYTES) response.destroy();
        });
        response.on("close", () => resolve(body.slice(0, MAX_BYTES)));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
  });
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
