import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../db/schema/auth.js";
import { cookieHeader, type TestApp } from "../../test/app.js";
import { signUpUser, userInput } from "../../test/factories.js";
import { type ReceivedMail, startSmtpInbox } from "../../test/smtp-inbox.js";
import { useTestApp } from "../../test/use-test-app.js";

/** Decision 0035: changing the email address, with mail (two confirmations) and without (password). */

/** The mail's `/api/auth/verify-email?…` link, as a path for inject. */
function linkOf(mail: ReceivedMail): string {
  const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return link;
}

const change = (t: TestApp, cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/me/email", headers: { cookie }, payload });
const emailOf = async (t: TestApp, id: string) =>
  (await t.app.database.db.select({ email: user.email }).from(user).where(eq(user.id, id)))[0]?.email;

describe("with mail (EMAIL_VERIFICATION required)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ SMTP_URL: smtp.url }), { configuredMailer: true });

  /** A confirmed account with a session (sign-up, then its confirmation link). */
  async function confirmedPerson() {
    const person = userInput();
    const signUp = await t.app.inject({ method: "POST", url: "/api/auth/sign-up/email", payload: person });
    const id = (signUp.json() as { user: { id: string } }).user.id;
    const mail = await smtp.nextMail((m) => m.to.includes(person.email) && m.subject.startsWith("Confirm your email"));
    const opened = await t.app.inject({ method: "GET", url: linkOf(mail) });
    return { ...person, id, cookie: cookieHeader(opened) };
  }

  it("asks the current address first, then the new one, and only then changes it", async () => {
    const person = await confirmedPerson();
    const newEmail = userInput().email;

    const wrong = await change(t, person.cookie, { newEmail, password: "not the password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields.password).toEqual(["That password is not right"]);

    const asked = await change(t, person.cookie, { newEmail: newEmail.toUpperCase(), password: person.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: "confirmation_sent" });
    expect(await emailOf(t, person.id)).toBe(person.email);

    const toOld = await smtp.nextMail((m) => m.to.includes(person.email) && m.subject.includes("change of your"));
    expect(toOld.text).toContain(newEmail);
    const confirmed = await t.app.inject({ method: "GET", url: linkOf(toOld) });
    expect(confirmed.statusCode).toBe(302);
    expect(await emailOf(t, person.id)).toBe(person.email);

    const toNew = await smtp.nextMail((m) => m.to.includes(newEmail));
    expect(toNew.subject).toBe("Confirm your new email address for Placard");
    const done = await t.app.inject({ method: "GET", url: linkOf(toNew) });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/account");
    expect(await emailOf(t, person.id)).toBe(newEmail);

    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: newEmail, password: person.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("answers a registered address like any other, and mails nobody", async () => {
    const person = await confirmedPerson();
    const other = await confirmedPerson();
    const before = smtp.received.length;
    const asked = await change(t, person.cookie, { newEmail: other.email, password: person.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: "confirmation_sent" });
    expect(smtp.received.length).toBe(before);
    expect(await emailOf(t, person.id)).toBe(person.email);
  });
});

describe("without mail (EMAIL_VERIFICATION off, the default install)", () => {
  const t = useTestApp();

  it("changes the address on the password alone, and refuses one in use", async () => {
    const person = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const newEmail = userInput().email;

    // Five tries: the route allows five a minute per IP.
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/me/email",
      payload: { newEmail, password: "x" },
    });
    expect(anonymous.statusCode).toBe(401);
    const invalid = await change(t, person.cookie, { newEmail: "not an address", password: person.password });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fields.newEmail).toEqual(["Enter a valid email address"]);
    const wrong = await change(t, person.cookie, { newEmail, password: "not the password" });
    expect(wrong.statusCode).toBe(400);
    const taken = await change(t, person.cookie, { newEmail: other.email, password: person.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Another account uses that email address.");
    expect(await emailOf(t, person.id)).toBe(person.email);

    // Better Auth's own mail-based endpoint is off here: it cannot be used to skip the password.
    const direct = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: { cookie: person.cookie },
      payload: { newEmail },
    });
    expect(direct.statusCode).toBe(400);
    expect(await emailOf(t, person.id)).toBe(person.email);

    const changed = await change(t, person.cookie, { newEmail, password: person.password });
    expect(changed.json()).toEqual({ status: "changed" });
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: person.cookie } });
    expect(me.json()).toMatchObject({ email: newEmail, emailVerified: true });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: newEmail, password: person.password },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
