import { EventEmitter } from "node:events";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { PaymentDeps } from "./deps.js";
import { createPaymentProvider } from "./providers/create-provider.js";
import type { PaymentProvider } from "./providers/provider.js";

declare module "fastify" {
  interface FastifyInstance {
    payments: PaymentDeps;
  }
}

/**
 * The payment provider chosen by PAYMENT_PROVIDER and what the money modules share:
 * database, config, job queue and the booking events delivery listens to.
 */
export const paymentsPlugin = fp(async function paymentsPlugin(
  app: FastifyInstance,
  options: { authSecret: string; provider?: PaymentProvider },
) {
  const bookingEvents = new EventEmitter();
  bookingEvents.setMaxListeners(50);
  app.decorate("payments", {
    db: app.database.db,
    provider: options.provider ?? createPaymentProvider(app.config, app.database.db, options.authSecret),
    config: app.config,
    jobs: app.jobs,
    bookingEvents,
    log: app.log,
  });
});
