import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_TYPES, type NotificationType } from "@placard/shared/notifications";

/**
 * The one-click unsubscribe link (RFC 8058): it names the person and the kind of email,
 * signed with an HMAC under the auth secret, so it works without signing in and cannot be
 * made for someone else or another event. It does not expire: an old email's link still
 * unsubscribes.
 */
export const UNSUBSCRIBE_PATH = "/email/unsubscribe";

const signature = (secret: string, userId: string, event: string) =>
  createHmac("sha256", secret).update(`placard-unsubscribe:${userId}:${event}`).digest("base64url");

export function unsubscribeUrl(publicUrl: string, secret: string, userId: string, event: NotificationType) {
  const query = new URLSearchParams({ u: userId, e: event, s: signature(secret, userId, event) });
  return `${publicUrl}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}

/** The person and event a link names, or undefined when its signature does not match. */
export function verifyUnsubscribe(
  secret: string,
  query: { u?: string; e?: string; s?: string },
): { userId: string; event: NotificationType } | undefined {
  const { u: userId, e: event, s: given } = query;
  if (!userId || !event || !given) return undefined;
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(event)) return undefined;
  const expected = Buffer.from(signature(secret, userId, event));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { userId, event: event as NotificationType };
}
