import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { guardedLookup, isPrivateAddress } from "../websites/verification.js";

const SEND_TIMEOUT_MS = 10_000;

/**
 * Why an endpoint URL may not be used, or undefined: the website-verification rule
 * (decision 0005) — https only and no private or loopback address, unless the operator set
 * VERIFICATION_ALLOW_PRIVATE_HOSTS (tests, intranets, where plain http is allowed too).
 */
export async function refuseEndpoint(url: string, allowPrivate: boolean): Promise<string | undefined> {
  const target = new URL(url);
  if (allowPrivate) return target.protocol === "https:" || target.protocol === "http:" ? undefined : "Use https://";
  if (target.protocol !== "https:") return "The address must start with https://";
  const host = target.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `${host} does not resolve`;
  }
  if (addresses.some(isPrivateAddress)) return "Private and loopback addresses are not allowed";
  return undefined;
}

/**
 * POSTs one signed delivery; answers the receiver's status. The private-address rule holds
 * again at connect time (a name may resolve elsewhere now than when it was added).
 */
export function postDelivery(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, "");
    if (!allowPrivate && (target.protocol !== "https:" || (isIP(host) && isPrivateAddress(host)))) {
      return reject(new Error("refusing a private address or plain http"));
    }
    const client = target.protocol === "https:" ? https : http;
    const request = client.request(
      target,
      {
        method: "POST",
        timeout: SEND_TIMEOUT_MS,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "PlacardWebhooks/1.0",
        },
        ...(allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(body);
  });
}
