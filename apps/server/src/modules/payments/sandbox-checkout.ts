import type { PaymentMethod } from "@placard/shared/payments";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { enqueueJob } from "../../lib/jobs/queue.js";
import { sandboxWebhookBody } from "./providers/sandbox.js";
import { findSandboxTransaction, updateSandboxTransaction } from "./queries.js";

export const SANDBOX_WEBHOOK_JOB = "sandbox-webhook";

/** A checkout of the sandbox provider, by its reference; an unknown one is 404. */
export async function sandboxCheckout(db: Db, txRef: string) {
  const row = await findSandboxTransaction(db, txRef);
  if (!row) throw notFound("errors.not_found.payment");
  return row;
}

/**
 * Pay, decline or cancel on the sandbox's checkout: the outcome is recorded once (a second
 * answer finds it no longer pending and changes nothing), and a paid or declined one queues
 * the signed webhook the provider sends.
 */
export async function answerSandboxCheckout(
  db: Db,
  txRef: string,
  action: "pay" | "decline" | "cancel",
  method: PaymentMethod,
) {
  return db.transaction(async (tx) => {
    const current = await findSandboxTransaction(tx, txRef, true);
    if (!current) throw notFound("errors.not_found.payment");
    if (current.status !== "pending") return current;
    const status = action === "pay" ? "successful" : action === "decline" ? "failed" : "cancelled";
    const updated = await updateSandboxTransaction(tx, current.id, { status, method });
    if (!updated) throw notFound("errors.not_found.payment");
    if (status !== "cancelled") {
      await enqueueJob(tx, SANDBOX_WEBHOOK_JOB, { body: sandboxWebhookBody(updated) });
    }
    return updated;
  });
}
