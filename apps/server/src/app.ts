import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config/config.js";
import type { Database } from "./db/client.js";
import { loggerOptions, OneLinePerRequest } from "./lib/log-format.js";
import { createMailer, type Mailer } from "./lib/mailer.js";
import type { Storage } from "./lib/storage/storage.js";
import { accountRoutes } from "./modules/accounts/index.js";
import { apiKeyRoutes } from "./modules/api-keys/index.js";
import { webhookRoutes } from "./modules/webhooks/index.js";
import { adReportAdminRoutes, adReportRoutes } from "./modules/ad-reports/index.js";
import { adRoutes } from "./modules/ads/index.js";
import { registerAdminRoutes, adminRoutes } from "./modules/admin/index.js";
import { auditAdminRoutes } from "./modules/audit/index.js";
import { contentAdminRoutes } from "./modules/content/index.js";
import { deliveryRoutes } from "./modules/delivery/index.js";
import { emailRoutes } from "./modules/email/index.js";
import { healthRoutes } from "./modules/health/index.js";
import { moneyDeskAdminRoutes } from "./modules/money-desk/index.js";
import { marketplaceRoutes } from "./modules/marketplace/index.js";
import { mediaRoutes } from "./modules/media/index.js";
import { notificationRoutes } from "./modules/notifications/index.js";
import { paymentsPlugin, paymentRoutes, type PaymentProvider } from "./modules/payments/index.js";
import { referralRoutes, recordReferral } from "./modules/referrals/index.js";
import { reportRoutes } from "./modules/reports/index.js";
import { reviewRoutes } from "./modules/reviews/index.js";
import { spaceRoutes } from "./modules/spaces/index.js";
import { supportAdminRoutes, supportRoutes } from "./modules/support/index.js";
import { receiptRoutes } from "./modules/receipts/index.js";
import { renewalRoutes } from "./modules/renewals/index.js";
import { handleTransferWebhook, walletRoutes } from "./modules/wallet/index.js";
import { websiteRoutes } from "./modules/websites/index.js";
import { authPlugin } from "./plugins/auth.js";
import { docsPlugin } from "./plugins/docs.js";
import { errorsPlugin, sendError } from "./plugins/errors.js";
import { jobsPlugin } from "./plugins/jobs.js";
import { mediaPlugin } from "./plugins/media.js";
import { realtimePlugin } from "./plugins/realtime.js";
import { securityPlugin } from "./plugins/security.js";
import { webAppPlugin } from "./plugins/web-app.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  authSecret: string;
  mailer?: Mailer;
  /** Media storage; local disk under `$DATA_DIR/media` when left out. */
  storage?: Storage;
  /** The payment provider; the one PAYMENT_PROVIDER names when left out. */
  paymentProvider?: PaymentProvider;
  /** The built web app to serve; left out in API tests. */
  webDistDir?: string;
  logger?: FastifyServerOptions["logger"];
}

/**
 * The whole server as one Fastify instance. Infrastructure first (config, database,
 * errors, security, docs, auth, media, realtime, jobs, payments), then one plugin per domain; the launcher (main.ts)
 * only opens the database, builds this and listens.
 */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL, config.LOG_FORMAT),
    // One line per request instead of Fastify's two.
    logController: new OneLinePerRequest(),
    // Behind one reverse proxy: trust only the hop it adds, so a client cannot choose its own
    // address by sending X-Forwarded-For (rate limits and counting rely on it).
    trustProxy: config.TRUST_PROXY ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: 1024 * 1024,
    // Shorter than any load balancer's idle timeout; long requests are uploads, streamed.
    requestTimeout: 120_000,
    // A URL Fastify cannot decode (a broken %-escape) is answered by the error handler, in the
    // API's shape and the reader's language, instead of Fastify's own body.
    frameworkErrors: (error, request, reply) => void sendError(app, error, request, reply),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  app.decorate("database", options.database);
  app.decorate(
    "mailer",
    options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger: app.log }),
  );

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin, { secret: options.authSecret, recordReferral });
  await app.register(mediaPlugin, { storage: options.storage });
  await app.register(realtimePlugin);
  await app.register(jobsPlugin);
  await app.register(paymentsPlugin, { authSecret: options.authSecret, provider: options.paymentProvider });

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(apiKeyRoutes);
  await app.register(webhookRoutes);
  await app.register(mediaRoutes);
  await app.register(websiteRoutes);
  await app.register(spaceRoutes);
  await app.register(marketplaceRoutes);
  await app.register(adRoutes);
  await app.register(reviewRoutes);
  await app.register(notificationRoutes);
  await app.register(emailRoutes, { authSecret: options.authSecret });
  await app.register(referralRoutes);
  await app.register(paymentRoutes, { authSecret: options.authSecret, onTransfer: handleTransferWebhook });
  await app.register(walletRoutes);
  await app.register(receiptRoutes);
  await app.register(renewalRoutes);
  await app.register(deliveryRoutes, { authSecret: options.authSecret });
  await app.register(reportRoutes);
  await app.register(supportRoutes);
  // The operator's console: /api/admin/*, 404 to anyone but a signed-in operator (issue #16).
  // Every module's operator routes are its admin-routes.ts, mounted here (decision 0056).
  await registerAdminRoutes(app, adminRoutes);
  await registerAdminRoutes(app, contentAdminRoutes);
  await registerAdminRoutes(app, adReportAdminRoutes);
  await registerAdminRoutes(app, moneyDeskAdminRoutes);
  await registerAdminRoutes(app, supportAdminRoutes);
  await registerAdminRoutes(app, auditAdminRoutes);
  // "Report this ad": readers, no account (decision 0029).
  await app.register(adReportRoutes);

  await app.register(webAppPlugin, { webDistDir: options.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
