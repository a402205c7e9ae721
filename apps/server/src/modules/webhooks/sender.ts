import { type OutboundPolicy, refuseOutboundUrl, sendOutbound } from "../../lib/outbound/client.js";

const SEND_TIMEOUT_MS = 10_000;
/** A receiver's answer is not read beyond this (only its status matters). */
const MAX_ANSWER_BYTES = 16 * 1024;

/** The policy of every webhook request: the operator's VERIFICATION_ALLOW_PRIVATE_HOSTS, nothing else. */
export const webhookPolicy = (allowPrivate: boolean): OutboundPolicy => ({ allowPrivate });

/**
 * Why an endpoint URL may not be saved, or undefined (decision 0042): https only, and no
 * address of its host may be private, loopback or otherwise non-public — unless the
 * operator set VERIFICATION_ALLOW_PRIVATE_HOSTS (tests, intranets; plain http then too).
 */
export function refuseEndpoint(url: string, allowPrivate: boolean): Promise<string | undefined> {
  return refuseOutboundUrl(webhookPolicy(allowPrivate), url, { httpsOnly: true });
}

/**
 * POSTs one signed delivery through the guarded client; answers the receiver's status. The
 * address rule holds again at connect time (a name may resolve elsewhere now than when it
 * was saved). A redirect is not followed: a 3xx is an answer that is not 2xx.
 */
export async function postDelivery(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<number> {
  const response = await sendOutbound(webhookPolicy(allowPrivate), {
    url,
    method: "POST",
    body,
    httpsOnly: true,
    timeoutMs: SEND_TIMEOUT_MS,
    maxBytes: MAX_ANSWER_BYTES,
    headers: { ...headers, "content-type": "application/json", "user-agent": "PlacardWebhooks/1.0" },
  });
  return response.status;
}
