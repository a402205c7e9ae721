import {
  adminPaymentPageSchema,
  adminPaymentsQuerySchema,
  adminWithdrawalPageSchema,
  adminWithdrawalsQuerySchema,
  cancelWithdrawalSchema,
  refundPaymentSchema,
  refundResultSchema,
  retryWithdrawalSchema,
} from "@placard/shared/money-desk";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorOf } from "../admin/index.js";
import {
  cancelPayout,
  listPaymentsForOperator,
  listWithdrawalsForOperator,
  refundPayment,
  retryPayout,
} from "./service.js";

const tags = ["admin"];
const security = [{ session: [] }];
const idParams = z.object({ id: z.string().max(64) });
const actor = (request: Parameters<typeof operatorOf>[0]) => {
  const operator = operatorOf(request);
  return { id: operator.id, email: operator.email };
};

/** /admin/money: payouts with their provider state (retry, cancel) and refunds. Under /api/admin. */
export async function moneyDeskAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/withdrawals",
    {
      schema: {
        summary: "Every payout with its provider state, newest first (operators only)",
        tags,
        security,
        querystring: adminWithdrawalsQuerySchema,
        response: { 200: adminWithdrawalPageSchema },
      },
    },
    async (request) => listWithdrawalsForOperator(db, request.query),
  );

  routes.post(
    "/withdrawals/:id/retry",
    {
      schema: {
        summary: "Send a failed payout again, to the same or a corrected number",
        tags,
        security,
        params: idParams,
        body: retryWithdrawalSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const retry = await retryPayout(db, actor(request), request.params.id, request.body);
      app.jobs.wake();
      return reply.status(201).send(retry);
    },
  );

  routes.post(
    "/withdrawals/:id/cancel",
    {
      schema: {
        summary: "Close a failed payout: its money stays in the owner's balance",
        tags,
        security,
        params: idParams,
        body: cancelWithdrawalSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await cancelPayout(db, actor(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    "/payments",
    {
      schema: {
        summary: "Settled payments, newest first, by reference, business or email (operators only)",
        tags,
        security,
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentPageSchema },
      },
    },
    async (request) => listPaymentsForOperator(db, request.query),
  );

  routes.post(
    "/payments/:id/refund",
    {
      schema: {
        summary: "Refund all or part of a payment through the provider",
        tags,
        security,
        params: idParams,
        body: refundPaymentSchema,
        response: { 200: refundResultSchema },
      },
    },
    async (request) => {
      const result = await refundPayment(db, actor(request), request.params.id, request.body);
      app.jobs.wake();
      return result;
    },
  );
}
