import { fromNodeHeaders } from "better-auth/node";
import { text } from "@placard/shared/messages";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.js";
import type { SessionUser } from "../../lib/auth.js";
import { bearerKeyOf } from "../../lib/api-keys/resolve.js";
import { OPERATOR_ROLE } from "./operators.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in operator, set by `requireOperator` on /api/admin routes. */
    operator?: SessionUser;
  }
}

/** The one answer every refused /api/admin request gets: the console does not exist for them. */
const notFound = () => new AppError("not_found", text("errors.not_found.generic"));

/**
 * Whether a session may use the console: an operator (role `admin`), not suspended, with
 * two-factor authentication on, in a session that passed the second factor
 * (`sessions.two_factor_verified`, set when the session was made by a /two-factor/* step).
 */
export function isOperatorSession(session: { user: SessionUser; session: { twoFactorVerified?: boolean | null } }) {
  const { user } = session;
  return (
    user.role === OPERATOR_ROLE &&
    !user.banned &&
    user.twoFactorEnabled === true &&
    session.session.twoFactorVerified === true
  );
}

/**
 * Hook for operator routes (onRequest or preHandler): 404 (`{ error: "not_found" }`) to anyone else —
 * anonymous, ordinary users, suspended operators, operators whose session did not
 * pass two-factor authentication and any request carrying an API key — so the console's routes are not even revealed.
 * On success `request.operator` is the operator (use its id as the actor).
 */
export async function requireOperator(this: FastifyInstance, request: FastifyRequest) {
  // An API key never carries operator rights, even an operator's (decision 0034).
  if (request.apiKey || bearerKeyOf(request.headers) !== undefined) throw notFound();
  const session = await this.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session || !isOperatorSession(session)) throw notFound();
  request.operator = session.user;
}

/** The operator `requireOperator` let through; for handlers behind it. */
export function operatorOf(request: FastifyRequest): SessionUser {
  if (!request.operator) throw notFound();
  return request.operator;
}

/**
 * Registers `plugin` under /api/admin with `requireOperator` in front of every route it
 * declares (paths inside it are relative: `"/people"` is `/api/admin/people`). Each
 * operator area registers itself from app.ts with:
 *
 *     await registerAdminRoutes(app, peopleRoutes);
 */
export async function registerAdminRoutes(app: FastifyInstance, plugin: FastifyPluginAsync) {
  await app.register(
    async (scope) => {
      // onRequest: before the body is parsed or validated, so a refused request learns nothing.
      scope.addHook("onRequest", requireOperator);
      await scope.register(plugin);
    },
    { prefix: "/api/admin" },
  );
}
