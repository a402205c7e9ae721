import {
  overviewQuerySchema,
  overviewSchema,
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
  personSchema,
  suspendSchema,
} from "@placard/shared/admin";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.js";
import { operatorOf } from "./guard.js";
import { getOverview } from "./overview.js";
import { findPerson, getPersonDetail, searchPeople } from "./people-queries.js";
import { reinstateAccount, suspendAccount } from "./suspension.js";

const tags = ["admin"];
const security = [{ session: [] }];
const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The console's overview and people (issue #16 items 2 and 3), under /api/admin through
 * `registerAdminRoutes`: operators only, everyone else gets 404.
 */
export async function adminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const personOrNotFound = async (id: string) => {
    const person = await findPerson(db, id);
    if (!person) throw notFound("errors.not_found.account");
    return person;
  };

  routes.get(
    "/overview",
    {
      schema: {
        summary: "Money, reviews, reports and support for a period, by day, and the ledger check",
        tags,
        security,
        querystring: overviewQuerySchema,
        response: { 200: overviewSchema },
      },
    },
    async (request) => getOverview(db, request.query),
  );

  routes.get(
    "/people",
    {
      schema: {
        summary: "Accounts whose name or email contains q, newest first, a page at a time",
        tags,
        security,
        querystring: peopleQuerySchema,
        response: { 200: peoplePageSchema },
      },
    },
    async (request) => searchPeople(db, request.query),
  );

  routes.get(
    "/people/:id",
    {
      schema: {
        summary: "An account with its websites, ads, payments, withdrawals and referrals",
        tags,
        security,
        params: idParams,
        response: { 200: personDetailSchema },
      },
    },
    async (request) => {
      const detail = await getPersonDetail(db, request.params.id);
      if (!detail) throw notFound("errors.not_found.account");
      return detail;
    },
  );

  routes.post(
    "/people/:id/suspend",
    {
      schema: {
        summary: "Suspend an account: signed out, sign-in refused, ads and spaces stop serving, withdrawals wait",
        tags,
        security,
        params: idParams,
        body: suspendSchema,
        response: { 200: personSchema },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const change = await suspendAccount(db, operator, request.params.id, request.body);
      app.delivery.touch(change);
      return personOrNotFound(request.params.id);
    },
  );

  routes.post(
    "/people/:id/reinstate",
    {
      schema: {
        summary: "Lift a suspension",
        tags,
        security,
        params: idParams,
        response: { 200: personSchema },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const change = await reinstateAccount(db, operator, request.params.id);
      app.delivery.touch(change);
      return personOrNotFound(request.params.id);
    },
  );
}
