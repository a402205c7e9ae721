import { PAYMENT_METHODS } from "@placard/shared/payments";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sandboxTransactions } from "../../db/schema/money.js";
import { readerLocale } from "../../i18n/index.js";
import { enqueueJob } from "../../lib/jobs/queue.js";
import { notFound } from "../../lib/app-error.js";
import { sandboxWebhookBody } from "./providers/sandbox.js";
import { renderCheckoutPage } from "./sandbox-page.js";

export const SANDBOX_WEBHOOK_JOB = "sandbox-webhook";

/** Where the sandbox delivers its webhooks: this server's own webhook route. */
export const sandboxWebhookUrl = (publicUrl: string) => `${publicUrl}/api/payments/webhook`;
const tags = ["sandbox"];
const params = z.object({ txRef: z.string().min(1).max(100) });

/**
 * The sandbox provider's hosted checkout (PAYMENT_PROVIDER=sandbox, the default). Pay or
 * Decline records the outcome on the sandbox's side, queues a signed webhook to Placard
 * and redirects back with `status`, `tx_ref` and `transaction_id`; Cancel redirects
 * with `status=cancelled` only — as Flutterwave does.
 */
export async function sandboxRoutes(app: FastifyInstance, options: { webhookHash: string }) {
  if (app.config.PAYMENT_PROVIDER !== "sandbox") return;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function findTransaction(txRef: string) {
    const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, txRef));
    if (!row) throw notFound("Payment");
    return row;
  }

  routes.get(
    "/sandbox/checkout/:txRef",
    { schema: { summary: "The sandbox's hosted checkout page", tags, params } },
    async (request, reply) => {
      const row = await findTransaction(request.params.txRef);
      // In the payer's language: their account's, else their browser's (decision 0064).
      const locale = await readerLocale(app, request);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(
          renderCheckoutPage(
            {
              txRef: row.txRef,
              merchant: "Placard",
              title: row.title,
              description: row.description,
              amountCents: row.amountCents,
              currency: row.currency,
              email: row.email,
              status: row.status,
            },
            locale,
          ),
        );
    },
  );

  routes.post(
    "/sandbox/checkout/:txRef",
    {
      schema: {
        summary: "Pay, decline or cancel on the sandbox's checkout",
        tags,
        params,
        body: z.object({
          action: z.enum(["pay", "decline", "cancel"]),
          method: z.enum(PAYMENT_METHODS).default("card"),
        }),
      },
    },
    async (request, reply) => {
      const { action, method } = request.body;
      const row = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(sandboxTransactions)
          .where(eq(sandboxTransactions.txRef, request.params.txRef))
          .for("update");
        if (!current) throw notFound("Payment");
        if (current.status !== "pending") return current;
        const status = action === "pay" ? "successful" : action === "decline" ? "failed" : "cancelled";
        const [updated] = await tx
          .update(sandboxTransactions)
          .set({ status, method })
          .where(eq(sandboxTransactions.id, current.id))
          .returning();
        if (!updated) throw notFound("Payment");
        if (status !== "cancelled") {
          await enqueueJob(tx, SANDBOX_WEBHOOK_JOB, { body: sandboxWebhookBody(updated) });
        }
        return updated;
      });
      app.jobs.wake();
      const target = new URL(row.redirectUrl);
      if (row.status === "cancelled") {
        target.searchParams.set("status", "cancelled");
        target.searchParams.set("tx_ref", row.txRef);
      } else {
        target.searchParams.set("status", row.status);
        target.searchParams.set("tx_ref", row.txRef);
        target.searchParams.set("transaction_id", String(row.id));
      }
      return reply.redirect(target.toString(), 303);
    },
  );

  // Deliver webhooks the way a provider does: a POST with the secret hash, retried. To the
  // server delivering it, as it runs now: a webhook queued by `npm run demo` (or before a
  // restart on another PORT) reaches the server that is up, not the address of the one that
  // queued it (#15.14; older jobs' `url` is ignored).
  app.jobs.register(SANDBOX_WEBHOOK_JOB, async (payload) => {
    const response = await fetch(sandboxWebhookUrl(app.config.publicUrl), {
      method: "POST",
      headers: { "content-type": "application/json", "verif-hash": options.webhookHash },
      body: JSON.stringify(payload.body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  });
}
