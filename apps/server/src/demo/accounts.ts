import { signUpSchema } from "@placard/shared/auth";
import { eq } from "drizzle-orm";
import { user as userTable } from "../db/schema/auth.js";
import { ensureReferralCode } from "../modules/referrals/index.js";
import { DEMO_PASSWORD, PEOPLE } from "./catalogue-inventory.js";
import type { DemoContext, DemoUser } from "./context.js";
import { userOf } from "./context.js";

/**
 * Signs every demo person up through Better Auth's API, the way the sign-up endpoint
 * does (same fields, same hooks: names, referral attribution). Their made-up addresses
 * count as confirmed, so they sign in even where EMAIL_VERIFICATION is required.
 */
export async function signUpPeople(context: DemoContext): Promise<void> {
  for (const person of PEOPLE) {
    const input = signUpSchema.parse({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      password: DEMO_PASSWORD,
    });
    const ref = person.referredBy
      ? await ensureReferralCode(context.db, userOf(context, person.referredBy).id)
      : undefined;
    const body = { name: `${input.firstName} ${input.lastName}`, ...input, ...(ref ? { ref } : {}) };
    const signedUp = await context.app.auth.api.signUpEmail({ body, returnHeaders: true });
    await context.db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, signedUp.response.user.id));
    // With verification required, sign-up opens no session: sign in, now that it is confirmed.
    const { headers, response } = signedUp.response.token
      ? signedUp
      : await context.app.auth.api.signInEmail({
          body: { email: input.email, password: input.password },
          returnHeaders: true,
        });
    const cookie = headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const user: DemoUser = { ...person, id: response.user.id, name: body.name, cookie };
    context.users.set(person.key, user);
  }
}
