import { PAYMENT_METHODS } from "@placard/shared/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { readerLocale } from "../../i18n/index.js";
import { answerSandboxCheckout, SANDBOX_WEBHOOK_JOB, sandboxCheckout } from "./sandbox-checkout.js";
import { renderCheckoutPage } from "./sandbox-page.js";

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

  routes.get(
    "/sandbox/checkout/:txRef",
    { schema: { summary: "The sandbox's hosted checkout page", tags, params } },
    async (request, reply) => {
      const row = await sandboxCheckout(db, request.params.txRef);
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
      const row = await answerSandboxCheckout(db, request.params.txRef, action, method);
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
