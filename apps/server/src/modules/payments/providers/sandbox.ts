import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { sandboxTransactions, sandboxTransfers } from "../../../db/schema/money.js";
import type { PaymentProvider, TransferState, VerifiedTransaction } from "./provider.js";
import { hasWebhookHash, parseWebhookBody } from "./webhook.js";

/** Demo exchange rates (units of the currency per USD) for sandbox payouts. */
const SANDBOX_RATES: Record<string, number> = { KES: 129, UGX: 3700, RWF: 1400, TZS: 2600, GHS: 15, ZMW: 27 };

/** Sandbox payouts to a number ending in 0000 fail, so the failure path can be tried. */
export const SANDBOX_FAILING_NUMBER_SUFFIX = "0000";

/** The sandbox's webhook secret: derived from the auth secret, so it needs no setting. */
export function sandboxWebhookHash(authSecret: string) {
  return createHmac("sha256", authSecret).update("placard-sandbox-webhook").digest("hex");
}

type SandboxRow = typeof sandboxTransactions.$inferSelect;

export function toVerified(row: SandboxRow): VerifiedTransaction {
  return {
    id: String(row.id),
    txRef: row.txRef,
    status: row.status === "successful" ? "successful" : row.status === "pending" ? "pending" : "failed",
    amountCents: row.amountCents,
    currency: row.currency,
    raw: { ...row, createdAt: row.createdAt.toISOString(), refundedAt: row.refundedAt?.toISOString() ?? null },
  };
}

/** The webhook body the sandbox sends, in Flutterwave's v3 shape. */
export function sandboxWebhookBody(row: SandboxRow) {
  return {
    event: "charge.completed",
    data: {
      id: row.id,
      tx_ref: row.txRef,
      amount: row.amountCents / 100,
      currency: row.currency,
      status: row.status,
      customer: { email: row.email, name: row.customerName },
    },
  };
}

/**
 * The default provider: Placard plays the payment provider itself. Its hosted checkout
 * (sandbox-routes.ts) shows merchant, amount and currency, takes Pay / Decline / Cancel,
 * redirects back and sends a signed webhook exactly like Flutterwave; its records live
 * in their own tables, as a real provider's would live on its side.
 */
export function createSandboxProvider(options: { db: Db; publicUrl: string; webhookHash: string }): PaymentProvider {
  const { db } = options;
  const findById = async (id: string) => {
    if (!/^\d{1,15}$/.test(id)) return undefined;
    const [row] = await db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.id, Number(id)));
    return row;
  };
  const transferState = async (row: typeof sandboxTransfers.$inferSelect): Promise<TransferState> => {
    const fails = row.phoneNumber.endsWith(SANDBOX_FAILING_NUMBER_SUFFIX);
    return {
      transferId: String(row.id),
      status: fails ? "failed" : "successful",
      failureReason: fails ? "The mobile money wallet refused the transfer (sandbox)." : null,
      raw: { ...row, createdAt: row.createdAt.toISOString() },
    };
  };

  return {
    name: "sandbox",
    async createPaymentLink(input) {
      await db.insert(sandboxTransactions).values({
        txRef: input.txRef,
        amountCents: input.amountCents,
        currency: input.currency,
        email: input.email,
        customerName: input.customerName,
        title: input.title,
        description: input.description,
        redirectUrl: input.redirectUrl,
      });
      return { link: `${options.publicUrl}/sandbox/checkout/${encodeURIComponent(input.txRef)}` };
    },
    async verifyTransaction(transactionId) {
      const row = await findById(transactionId);
      return row ? toVerified(row) : null;
    },
    async verifyByReference(txRef) {
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, txRef));
      return row ? toVerified(row) : null;
    },
    isAuthenticWebhook: (headers) => hasWebhookHash(headers, options.webhookHash),
    parseWebhook: parseWebhookBody,
    async refund(transactionId) {
      const row = await findById(transactionId);
      if (!row) throw new Error(`sandbox: no transaction ${transactionId} to refund`);
      await db.update(sandboxTransactions).set({ refundedAt: new Date() }).where(eq(sandboxTransactions.id, row.id));
      return { refundId: `sandbox-refund-${row.id}`, status: "completed" };
    },
    async createTransfer(input) {
      const rate = SANDBOX_RATES[input.destinationCurrency];
      if (!rate) throw new Error(`sandbox: no rate for ${input.destinationCurrency}`);
      await db
        .insert(sandboxTransfers)
        .values({
          reference: input.reference,
          amountCents: input.amountCents,
          phoneNumber: input.phoneNumber,
          network: input.network,
          destinationCurrency: input.destinationCurrency,
          destinationAmount: Math.round((input.amountCents / 100) * rate),
        })
        .onConflictDoNothing({ target: sandboxTransfers.reference });
      const [row] = await db.select().from(sandboxTransfers).where(eq(sandboxTransfers.reference, input.reference));
      if (!row) throw new Error("sandbox: transfer vanished");
      // Like the real provider, a new transfer is queued first and settles later.
      return { transferId: String(row.id), status: "pending", failureReason: null, raw: { reference: row.reference } };
    },
    async getTransfer(transferId) {
      if (!/^\d{1,15}$/.test(transferId)) throw new Error(`sandbox: no transfer ${transferId}`);
      const [row] = await db
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.id, Number(transferId)));
      if (!row) throw new Error(`sandbox: no transfer ${transferId}`);
      return transferState(row);
    },
  };
}
