import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../db/schema/auth.js";
import { useTestApp } from "../test/use-test-app.js";
import { signUpUser, userInput } from "../test/factories.js";
import { COMMON_PASSWORD_MESSAGE } from "./common-passwords.js";

const t = useTestApp();

describe("the offline compromised-password check", () => {
  it("refuses a common password at sign-up, in any case, and creates no account", async () => {
    const input = userInput({ password: "Password123" });
    const response = await t.app.inject({ method: "POST", url: "/api/auth/sign-up/email", payload: input });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "validation_failed",
      details: { fields: { password: [COMMON_PASSWORD_MESSAGE] } },
    });
    expect(await t.app.database.db.select().from(user).where(eq(user.email, input.email))).toEqual([]);
  });

  it("refuses one as a new password, and the old password still works", async () => {
    const someone = await signUpUser(t.app);
    const change = (newPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        headers: { cookie: someone.cookie },
        payload: { currentPassword: someone.password, newPassword },
      });
    const refused = await change("qwertyuiop");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields.newPassword).toEqual([COMMON_PASSWORD_MESSAGE]);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: someone.email, password: someone.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await change("a rather uncommon sentence")).statusCode).toBe(200);
  });
});
