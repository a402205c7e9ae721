import { OPERATOR_ROLE } from "@placard/shared/admin";
import { eq } from "drizzle-orm";
import { user as userTable } from "../db/schema/auth.js";
import { DEMO_PASSWORD } from "./catalogue-inventory.js";
import type { DemoContext } from "./context.js";

/** The demo's operator (issue #16): the console at /admin, once two-factor authentication is on. */
export const DEMO_OPERATOR = {
  email: "operator@demo.placard.test",
  firstName: "Olu",
  lastName: "Operator",
} as const;

/**
 * Signs the operator up like everyone else and makes it an operator, as `npm run admin --
 * grant` would. Two-factor authentication is left for the person trying the demo to turn
 * on at /account with their own authenticator app: the console opens only after that.
 */
export async function createOperator(context: DemoContext): Promise<void> {
  const { firstName, lastName, email } = DEMO_OPERATOR;
  const signedUp = await context.app.auth.api.signUpEmail({
    body: { name: `${firstName} ${lastName}`, firstName, lastName, email, password: DEMO_PASSWORD },
  });
  await context.db
    .update(userTable)
    .set({ emailVerified: true, role: OPERATOR_ROLE })
    .where(eq(userTable.id, signedUp.user.id));
}
