import { text } from "@placard/shared/messages";
import {
  availabilityQuerySchema,
  availabilitySchema,
  PAYMENT_RESULT_PATH,
  paymentLinkSchema,
  startPaymentSchema,
} from "@placard/shared/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { PAYMENT_JOBS } from "./deps.js";
import { findPaymentOutcome } from "./queries.js";
import { handleChargeWebhook, handleReturn, checkPayment } from "./provider-events.js";
import { sendRefund } from "./refunds.js";
import { releaseEarnings } from "./earnings.js";
import { sandboxRoutes } from "./sandbox-routes.js";
import type { PaymentProvider } from "./providers/provider.js";
import { sandboxWebhookHash } from "./providers/sandbox.js";
import { getAvailability, startPayment } from "./service.js";

const tags = ["payments"];
const payloadId = (payload: Record<string, unknown>, key: string) => String(payload[key] ?? "");

/**
 * Paying for placements: start a checkout, take the provider's return and webhooks. The
 * provider's one webhook also tells of payouts: those go to `onTransfer` (the wallet's, wired
 * in app.ts), so payments does not import the wallet, which builds on it.
 */
export async function paymentRoutes(
  app: FastifyInstance,
  options: {
    authSecret: string;
    onTransfer: (db: Db, provider: PaymentProvider, transferId: string) => Promise<void>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.payments;

  routes.post(
    "/api/payments",
    {
      schema: {
        summary: "Start paying for one approved website of your ad; the server sets the amount",
        tags,
        security: [{ session: [] }],
        body: startPaymentSchema,
        response: { 201: paymentLinkSchema },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return reply.status(201).send(await startPayment(deps, user.id, request.body));
    },
  );

  routes.get(
    "/api/payments/availability",
    {
      schema: {
        summary: "The first day a booking of your approved request could start (room on all its spaces)",
        tags,
        security: [{ session: [] }],
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => getAvailability(deps, (await app.requireUser(request)).id, request.query.requestId),
  );

  routes.get(
    "/api/payments/return",
    {
      schema: {
        summary: "Where the provider's checkout sends the payer back; redirects to the result page",
        tags,
        querystring: z.object({
          status: z.string().max(40).optional(),
          tx_ref: z.string().max(100).optional(),
          transaction_id: z.string().max(40).optional(),
        }),
      },
    },
    async (request, reply) => {
      const result = await handleReturn(deps, request.query);
      const target = new URLSearchParams({ status: result });
      if (request.query.tx_ref) {
        target.set("txref", request.query.tx_ref);
        // The result page links back to the campaign it paid for (#15.13) and names the
        // booked days: a scheduled start is not "the next 30 days" (#34.8).
        const outcome = await findPaymentOutcome(deps.db, request.query.tx_ref);
        if (outcome) target.set("adId", outcome.adId);
        if (result === "success" && outcome?.bookedFrom && outcome.bookedUntil) {
          target.set("from", outcome.bookedFrom.toISOString());
          target.set("until", outcome.bookedUntil.toISOString());
        }
      }
      return reply.header("cache-control", "no-store").redirect(`${PAYMENT_RESULT_PATH}?${target}`, 303);
    },
  );

  routes.post(
    "/api/payments/webhook",
    {
      schema: {
        summary: "The provider's webhook (checked against its secret hash, then re-verified)",
        tags,
        body: z.unknown(),
        response: { 200: z.object({ received: z.literal(true), result: z.string().optional() }) },
      },
      config: { rateLimit: { max: 600, timeWindow: "1 minute" } },
    },
    async (request) => {
      if (!deps.provider.isAuthenticWebhook(request.headers)) {
        throw new AppError("unauthorized", text("errors.payments.webhook_unsigned"));
      }
      const event = deps.provider.parseWebhook(request.body);
      if (!event) return { received: true as const };
      if (event.kind === "transfer") {
        await options.onTransfer(app.database.db, deps.provider, event.transferId);
        return { received: true as const };
      }
      return { received: true as const, result: await handleChargeWebhook(deps, event) };
    },
  );

  app.jobs.register(PAYMENT_JOBS.checkPayment, (payload) => checkPayment(deps, payloadId(payload, "paymentId")));
  app.jobs.register(PAYMENT_JOBS.sendRefund, (payload) => sendRefund(deps, payloadId(payload, "paymentId")));
  app.jobs.register(PAYMENT_JOBS.releaseEarnings, async (payload) => {
    await releaseEarnings(deps.db, payloadId(payload, "paymentId"));
  });
  app.jobs.register(PAYMENT_JOBS.expireBooking, async (payload) => {
    deps.bookingEvents.emit("changed", payloadId(payload, "requestId"));
  });

  await app.register(sandboxRoutes, { webhookHash: sandboxWebhookHash(options.authSecret) });
}
