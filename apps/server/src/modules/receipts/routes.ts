import {
  receiptPageQuerySchema,
  receiptPageSchema,
  receiptSchema,
  statementMonthSchema,
} from "@placard/shared/receipts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { receiptPdf } from "./pdf.js";
import { getReceipt, listReceipts } from "./service.js";
import { buildStatement } from "./statement.js";
import { statementPdf } from "./statement-pdf.js";

const security = [{ session: [] }];

function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .send(pdf);
}

/** Receipts of settled payments (the advertiser's) and owners' monthly statements, on screen and as PDF. */
export async function receiptRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const paymentParams = z.object({ paymentId: z.string().min(1).max(100) });

  routes.get(
    "/api/receipts",
    {
      schema: {
        summary: "Your receipts (of one ad, if named), newest first, a page at a time",
        tags: ["receipts"],
        security,
        querystring: receiptPageQuerySchema,
        response: { 200: receiptPageSchema },
      },
    },
    async (request) => listReceipts(db, (await app.requireUser(request)).id, request.query),
  );

  routes.get(
    "/api/receipts/:paymentId",
    {
      schema: {
        summary: "The receipt of one of your settled payments",
        tags: ["receipts"],
        security,
        params: paymentParams,
        response: { 200: receiptSchema },
      },
    },
    async (request) => getReceipt(db, app.config, (await app.requireUser(request)).id, request.params.paymentId),
  );

  routes.get(
    "/api/receipts/:paymentId/pdf",
    {
      schema: {
        summary: "The receipt of one of your settled payments as a PDF",
        tags: ["receipts"],
        security,
        params: paymentParams,
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const receipt = await getReceipt(db, app.config, user.id, request.params.paymentId);
      return sendPdf(reply, `placard-receipt-${receipt.number}.pdf`, await receiptPdf(receipt, user.locale));
    },
  );

  routes.get(
    "/api/wallet/statements/:month/pdf",
    {
      schema: {
        summary: "Your earnings statement for a month (YYYY-MM) as a PDF",
        tags: ["wallet"],
        security,
        params: z.object({ month: statementMonthSchema }),
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const statement = await buildStatement(db, app.config, user.id, request.params.month);
      return sendPdf(
        reply,
        `placard-statement-${request.params.month}.pdf`,
        await statementPdf(statement, user.locale),
      );
    },
  );
}
