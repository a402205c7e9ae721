import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../db/schema/auth.js";
import { cookieHeader } from "../../test/app.js";
import { userInput } from "../../test/factories.js";
import { type ReceivedMail, startSmtpInbox } from "../../test/smtp-inbox.js";
import { useTestApp } from "../../test/use-test-app.js";

/**
 * Issue #13.7 / decision 0026: with mail to send (SMTP_URL), sign-up answers a registered
 * address exactly as a new one, opens no session, and the mailed link confirms and signs in.
 */
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  smtp = await startSmtpInbox();
});
afterAll(() => smtp.close());
const t = useTestApp(() => ({ SMTP_URL: smtp.url }), { configuredMailer: true });

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
const signUp = (payload: object) => post("/api/auth/sign-up/email", payload);

const isConfirmation = (email: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) && mail.subject.startsWith("Confirm your email");
const isSomeoneTried = (email: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) && mail.subject.startsWith("Someone tried to create a Placard account");

/** The mail's `/api/auth/verify-email?…` link, as a path for inject. */
function verificationPath(mail: ReceivedMail): string {
  const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return link;
}

/** Every key path of a JSON value, so two answers can be compared by shape. */
function shapeOf(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [`${prefix}:${value === null ? "null" : typeof value}`];
  return Object.entries(value as Record<string, unknown>)
    .flatMap(([key, inner]) => shapeOf(inner, `${prefix}.${key}`))
    .sort();
}

describe("sign-up with EMAIL_VERIFICATION required (SMTP configured)", () => {
  it("answers a registered address exactly as a new one, and tells its owner by mail", async () => {
    const registered = userInput();
    const first = await signUp(registered);
    await smtp.nextMail(isConfirmation(registered.email));

    // A `ref` would be kept on a new account only: it must not show in the answer either.
    const fresh = userInput();
    const forNew = await signUp({ ...fresh, ref: "ABC123" });
    const forRegistered = await signUp({ ...userInput(), email: registered.email, ref: "ABC123" });

    expect(forRegistered.statusCode).toBe(200);
    expect(forNew.statusCode).toBe(forRegistered.statusCode);
    expect(first.statusCode).toBe(200);
    expect(shapeOf(forRegistered.json())).toEqual(shapeOf(forNew.json()));
    const { id: _a, email: _b, createdAt: _c, updatedAt: _d, ...newUser } = forNew.json().user;
    const { id: _e, email: _f, createdAt: _g, updatedAt: _h, ...registeredUser } = forRegistered.json().user;
    expect(registeredUser).toEqual(newUser);
    expect(forRegistered.json()).toMatchObject({
      token: null,
      user: { email: registered.email, emailVerified: false },
    });
    for (const response of [first, forNew, forRegistered]) {
      expect(response.headers["set-cookie"]).toBeUndefined();
    }

    const warning = await smtp.nextMail(isSomeoneTried(registered.email));
    expect(warning.text).toContain("If it was you, sign in:\n\nhttp://localhost:3000/sign-in");
    expect(warning.text).toContain("http://localhost:3000/forgot-password");
    // The new address's confirmation is sent after the warning was queued: by then a second
    // warning would have arrived too.
    await smtp.nextMail(isConfirmation(fresh.email));
    const another = userInput();
    await signUp(another);
    await smtp.nextMail(isConfirmation(another.email));
    expect(smtp.received.filter(isSomeoneTried(registered.email))).toHaveLength(1);
    expect(smtp.received.filter(isConfirmation(registered.email))).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.to.includes(fresh.email))).toHaveLength(1);
  });

  it("refuses sign-in until the mailed link is opened; the link signs in and lands on /dashboard", async () => {
    const person = userInput();
    await signUp(person);
    const mail = await smtp.nextMail(isConfirmation(person.email));

    const early = await post("/api/auth/sign-in/email", { email: person.email, password: person.password });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      error: "forbidden",
      message: "Confirm your email address first: open the link in the mail we sent you.",
      details: { reason: "EMAIL_NOT_VERIFIED" },
    });
    expect(early.headers["set-cookie"]).toBeUndefined();

    const opened = await t.app.inject({ method: "GET", url: verificationPath(mail) });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/dashboard");
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookieHeader(opened) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: person.email, emailVerified: true });

    const later = await post("/api/auth/sign-in/email", { email: person.email, password: person.password });
    expect(later.statusCode).toBe(200);
  });

  it("writes Better Auth's own mails in the person's language (Accept-Language at sign-up, #33)", async () => {
    const person = userInput();
    await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { "accept-language": "fr-RW,fr;q=0.9,en;q=0.5" },
      payload: person,
    });
    const mail = await smtp.nextMail((received) => received.to.includes(person.email));
    expect(mail.subject).toBe("Confirmez votre adresse e-mail pour Placard");
    expect(mail.text).toContain("Ouvrez ce lien pour confirmer votre adresse e-mail et vous connecter");
    expect(verificationPath(mail)).toMatch(/^\/api\/auth\/verify-email\?/);
  });

  it("lands on the sign-up's safe return path, and never on another site", async () => {
    const kept = userInput();
    await signUp({ ...kept, callbackURL: "/websites?page=2" });
    const keptMail = await smtp.nextMail(isConfirmation(kept.email));
    const keptOpened = await t.app.inject({ method: "GET", url: verificationPath(keptMail) });
    expect(keptOpened.headers.location).toBe("/websites?page=2");

    const foreign = userInput();
    await signUp({ ...foreign, callbackURL: "//evil.example/steal" });
    const foreignMail = await smtp.nextMail(isConfirmation(foreign.email));
    const foreignOpened = await t.app.inject({ method: "GET", url: verificationPath(foreignMail) });
    expect(foreignOpened.headers.location).toBe("/dashboard");
  });

  it("sends a failed link to /sign-in, which says what happened, keeping the return path", async () => {
    const failed = await t.app.inject({
      method: "GET",
      url: "/api/auth/verify-email?token=not-a-token&callbackURL=%2Fwebsites",
    });
    expect(failed.statusCode).toBe(302);
    expect(failed.headers.location).toBe("/sign-in?verification=INVALID_TOKEN&next=%2Fwebsites");
    expect(failed.headers["set-cookie"]).toBeUndefined();
  });

  it("sends a new link on request, answering the same for an unknown address", async () => {
    const person = userInput();
    await signUp(person);
    await smtp.nextMail(isConfirmation(person.email));

    const resend = (email: string) => post("/api/auth/send-verification-email", { email, callbackURL: "/dashboard" });
    const known = await resend(person.email);
    const unknown = await resend(userInput().email);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const isPersons = isConfirmation(person.email);
    await smtp.nextMail((mail) => isPersons(mail) && smtp.received.filter(isPersons).length === 2);
    const links = smtp.received.filter(isPersons);
    expect(links).toHaveLength(2);
    const opened = await t.app.inject({ method: "GET", url: verificationPath(links[1] as ReceivedMail) });
    expect(opened.statusCode).toBe(302);
  });
});

describe("accounts made before verification existed", () => {
  it("count as confirmed once migration 0019 has run", async () => {
    const person = userInput();
    await signUp(person);
    const verified = async () =>
      (await t.app.database.db.select().from(user).where(eq(user.email, person.email)))[0]?.emailVerified;
    expect(await verified()).toBe(false);
    const migration = readFileSync(
      new URL("../../../drizzle/0019_existing_users_verified.sql", import.meta.url),
      "utf8",
    );
    await t.app.database.db.execute(sql.raw(migration));
    expect(await verified()).toBe(true);
  });
});

describe("sign-up with EMAIL_VERIFICATION off (the default without SMTP_URL)", () => {
  const off = useTestApp();

  it("opens a session at once on a verified account, and mails nothing", async () => {
    const person = userInput();
    const response = await off.app.inject({ method: "POST", url: "/api/auth/sign-up/email", payload: person });
    expect(response.statusCode).toBe(200);
    const me = await off.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookieHeader(response) } });
    expect(me.json()).toMatchObject({ email: person.email, emailVerified: true });
    expect(off.mailer.sent.filter((mail) => mail.to === person.email)).toEqual([]);
  });
});
