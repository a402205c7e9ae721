import { signUpSchema } from "@placard/shared/auth";
import { ensureReferralCode } from "../modules/referrals/service.js";
import { DEMO_PASSWORD, PEOPLE } from "./catalogue-inventory.js";
import type { DemoContext, DemoUser } from "./context.js";
import { userOf } from "./context.js";

/**
 * Signs every demo person up through Better Auth's API, the way the sign-up endpoint
 * does (same fields, same hooks: names, referral attribution, the verification mail).
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
    const { headers, response } = await context.app.auth.api.signUpEmail({ body, returnHeaders: true });
    const cookie = headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const user: DemoUser = { ...person, id: response.user.id, name: body.name, cookie };
    context.users.set(person.key, user);
  }
}
