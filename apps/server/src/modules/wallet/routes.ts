import {
  earningPaymentFilterSchema,
  earningPaymentPageQuerySchema,
  earningPaymentPageSchema,
  earningBusinessPageSchema,
  earningsTotalsSchema,
  eligibilitySchema,
  transactionFilterSchema,
  transactionPageQuerySchema,
  transactionPageSchema,
  transactionTotalsSchema,
  walletSchema,
  withdrawalSchema,
  withdrawSchema,
} from "@placard/shared/wallet";
import { pageQuerySchema } from "@placard/shared/pagination";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { readerLocale, sharedMessageIn } from "../../i18n/index.js";
import { sendCsv } from "../../lib/csv.js";
import {
  checkEligibility,
  getEarnings,
  getEarningsTotals,
  getWallet,
  listEarningPayments,
  listWithdrawablePayments,
} from "./service.js";
import { earningsCsv } from "./earnings-csv.js";
import { getTransactionTotals, listTransactions, transactionsCsv } from "./transactions.js";
import { PAYOUT_JOB, runPayout, withdraw } from "./withdrawals.js";

const tags = ["wallet"];
const security = [{ session: [] }];

/** The owner's wallet: balances, earnings per payment, withdrawals, every movement. */
export async function walletRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/wallet",
    {
      schema: {
        summary: "Available, held and lifetime earnings, and recent activity",
        tags,
        security,
        response: { 200: walletSchema },
      },
    },
    async (request) => getWallet(db, (await app.requireUser(request)).id),
  );

  routes.get(
    "/api/wallet/earnings",
    {
      schema: {
        summary: "Earnings per business (net of refunds, how many payments), newest business first, a page at a time",
        tags,
        security,
        querystring: pageQuerySchema,
        response: { 200: earningBusinessPageSchema },
      },
    },
    async (request) => getEarnings(db, (await app.requireUser(request)).id, request.query),
  );

  routes.get(
    "/api/wallet/earnings/totals",
    {
      schema: {
        summary: "The available balance, and the earnings, businesses and payments summed over every business",
        tags,
        security,
        response: { 200: earningsTotalsSchema },
      },
    },
    async (request) => getEarningsTotals(db, (await app.requireUser(request)).id),
  );

  routes.get(
    "/api/wallet/earnings/payments",
    {
      schema: {
        summary: "The payments that earned you money (of one business, if named), newest first, a page at a time",
        tags,
        security,
        querystring: earningPaymentPageQuerySchema,
        response: { 200: earningPaymentPageSchema },
      },
    },
    async (request) => listEarningPayments(db, (await app.requireUser(request)).id, request.query),
  );

  routes.get(
    "/api/wallet/withdrawable",
    {
      schema: {
        summary:
          "The payments whose earnings you can withdraw now (hold over, not withdrawn or refunded), newest first",
        tags,
        security,
        querystring: pageQuerySchema,
        response: { 200: earningPaymentPageSchema },
      },
    },
    async (request) => listWithdrawablePayments(db, (await app.requireUser(request)).id, request.query),
  );

  routes.get(
    "/api/wallet/earnings.csv",
    {
      schema: {
        summary: "Your earnings per payment as a CSV file, streamed, by business and dates",
        tags,
        security,
        querystring: earningPaymentFilterSchema,
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return sendCsv(reply, "placard-earnings.csv", earningsCsv(db, user.id, request.query));
    },
  );

  routes.get(
    "/api/wallet/payments/:paymentId/eligibility",
    {
      schema: {
        summary: "Whether this payment's earnings can be withdrawn now, and why not",
        tags,
        security,
        params: z.object({ paymentId: z.string().min(1).max(64) }),
        response: { 200: eligibilitySchema },
      },
    },
    async (request, reply) => {
      const eligibility = await checkEligibility(db, (await app.requireUser(request)).id, request.params.paymentId);
      // The note is read by the owner: in their language, like an error (decision 0064).
      const locale = await readerLocale(app, request);
      if (locale !== "en") reply.header("content-language", locale);
      return { ...eligibility, message: sharedMessageIn(eligibility.message, locale) };
    },
  );

  routes.post(
    "/api/wallet/withdrawals",
    {
      schema: {
        summary: "Withdraw part of a payment's earnings to a mobile money number",
        tags,
        security,
        body: withdrawSchema,
        response: { 201: withdrawalSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return reply.status(201).send(await withdraw(db, () => app.jobs.wake(), user.id, request.body));
    },
  );

  routes.get(
    "/api/wallet/transactions",
    {
      schema: {
        summary: "Every movement of your money, newest first, one page at a time, filtered by type and dates",
        tags,
        security,
        querystring: transactionPageQuerySchema,
        response: { 200: transactionPageSchema },
      },
    },
    async (request) => listTransactions(db, (await app.requireUser(request)).id, request.query),
  );

  routes.get(
    "/api/wallet/transactions/totals",
    {
      schema: {
        summary:
          "How many movements match the filters, and the money in and out (releases and returned payouts are not new money)",
        tags,
        security,
        querystring: transactionFilterSchema,
        response: { 200: transactionTotalsSchema },
      },
    },
    async (request) => getTransactionTotals(db, (await app.requireUser(request)).id, request.query),
  );

  routes.get(
    "/api/wallet/transactions.csv",
    {
      schema: {
        summary: "The filtered movements as a CSV file, streamed",
        tags,
        security,
        querystring: transactionFilterSchema,
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return sendCsv(reply, "placard-transactions.csv", transactionsCsv(db, user.id, request.query));
    },
  );

  app.jobs.register(PAYOUT_JOB, (payload) => runPayout(db, app.payments.provider, String(payload.withdrawalId ?? "")));
}
