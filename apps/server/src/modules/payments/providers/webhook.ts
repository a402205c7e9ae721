import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { WebhookEvent } from "./provider.js";

/** Flutterwave ids arrive as numbers; we keep them as strings. */
const idSchema = z.union([z.number(), z.string().min(1)]).transform((id) => String(id));

const webhookSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("charge.completed"), data: z.object({ id: idSchema, tx_ref: z.string().min(1) }) }),
  z.object({ event: z.literal("transfer.completed"), data: z.object({ id: idSchema, reference: z.string().min(1) }) }),
]);

/**
 * Whether the `verif-hash` header carries the secret hash (Flutterwave v3, and the
 * sandbox that imitates it), compared in constant time. An unset hash matches nothing.
 */
export function hasWebhookHash(headers: Record<string, string | string[] | undefined>, secret: string): boolean {
  // Header names are case-insensitive; Node lowercases them but callers may not.
  const key = Object.keys(headers).find((name) => name.toLowerCase() === "verif-hash");
  const given = key === undefined ? undefined : headers[key];
  if (typeof given !== "string" || secret === "") return false;
  const expected = Buffer.from(secret, "utf8");
  const actual = Buffer.from(given, "utf8");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Reads a Flutterwave-shaped webhook body; null for events we ignore and for junk. */
export function parseWebhookBody(body: unknown): WebhookEvent | null {
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success) return null;
  const { event, data } = parsed.data;
  return event === "charge.completed"
    ? { kind: "charge", transactionId: data.id, txRef: data.tx_ref }
    : { kind: "transfer", transferId: data.id, reference: data.reference };
}
