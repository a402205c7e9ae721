import { OPERATOR_ROLE } from "@placard/shared/admin";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Config } from "../config/config.js";
import type { Executor } from "../db/client.js";
import { user } from "../db/schema/auth.js";

// The operators ADMIN_EMAILS names, as sign-up and sign-in see them (lib/auth.ts). Granting and
// revoking by hand, with its audit line, is modules/admin/operators.ts (`npm run admin`).

/** Whether ADMIN_EMAILS names this address. */
export function isConfiguredOperator(config: Pick<Config, "ADMIN_EMAILS">, email: string) {
  return config.ADMIN_EMAILS.includes(email.trim().toLowerCase());
}

/** At sign-in: an account ADMIN_EMAILS names becomes an operator (a no-op for the rest). */
export async function grantConfiguredOperator(
  executor: Executor,
  config: Pick<Config, "ADMIN_EMAILS">,
  userId: string,
) {
  if (config.ADMIN_EMAILS.length === 0) return;
  await executor
    .update(user)
    .set({ role: OPERATOR_ROLE })
    .where(
      and(
        eq(user.id, userId),
        sql`lower(${user.email}) in (${sql.join(
          config.ADMIN_EMAILS.map((email) => sql`${email}`),
          sql`, `,
        )})`,
        ne(user.role, OPERATOR_ROLE),
      ),
    );
}
