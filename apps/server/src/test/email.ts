import { PROTECTED_ROUTES } from "@placard/shared/routes";
import { eq } from "drizzle-orm";
import { afterAll, expect } from "vitest";
import { jobs } from "../db/schema/jobs.js";
import { EMAIL_JOBS } from "../modules/email/outbox.js";
import { useTestAppWithUsers, withFields } from "./app-with-users.js";
import { type TestUser, createSpaces, createWebsite, publishAd } from "./factories.js";
import { type ReceivedMail, startSmtpInbox } from "./smtp-inbox.js";

/** The app's PUBLIC_URL in the email tests: the links every mail carries start with it. */
export const EMAIL_PUBLIC_URL = "http://localhost:3000";

/**
 * For an email test file: an app sending over SMTP to a real inbox (earnings withdrawable at
 * once, a 10% fee), an advertiser and two owners (useTestAppWithUsers), and the helpers the
 * email tests share. Read `t`, `inbox` and the users inside tests.
 */
export function useEmailTestApp() {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>> | undefined;
  afterAll(() => inbox?.close()); // after the app's close: hooks after all run last first
  const base = useTestAppWithUsers(async () => {
    inbox = await startSmtpInbox();
    const env = { SMTP_URL: inbox.url, EMAIL_VERIFICATION: "off", EARNINGS_HOLD_DAYS: "0", PLATFORM_FEE_PERCENT: "10" };
    return [env, { configuredMailer: true }];
  });
  const { as } = base;
  const mailbox = () => {
    if (!inbox) throw new Error("The email test app is not started yet: use it inside a test");
    return inbox;
  };
  const kit = {
    get inbox() {
      return mailbox();
    },
    post: (user: TestUser, url: string, payload?: object) =>
      base.t.app.inject({ method: "POST", url, headers: as(user), payload: payload ?? {} }),
    get: (user: TestUser, url: string) => base.t.app.inject({ method: "GET", url, headers: as(user) }),

    /** Runs every due job, then runs the email jobs again as if a worker had lost their completion. */
    async deliverTwice() {
      const { app } = base.t;
      await app.jobs.runDue();
      await app.database.db.update(jobs).set({ completedAt: null, attempts: 0 }).where(eq(jobs.kind, EMAIL_JOBS.send));
      await app.jobs.runDue({ kinds: [EMAIL_JOBS.send] });
    },

    /** The one mail `user` got whose subject starts with `prefix`: exactly one, with both parts. */
    onlyMail(user: TestUser, prefix: string): ReceivedMail {
      const mails = mailbox().to(user.email, prefix);
      expect(mails, `${prefix} to ${user.email}`).toHaveLength(1);
      const mail = mails[0] as ReceivedMail;
      expect(mail.text.length).toBeGreaterThan(0);
      expect(mail.html).toContain("<html");
      expect(mail.header("list-unsubscribe")).toMatch(
        /^<http:\/\/localhost:3000\/email\/unsubscribe\?u=.+&e=.+&s=.+>$/,
      );
      expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.text).toContain(`${EMAIL_PUBLIC_URL}/account#notifications`);
      expect(mail.html).toContain(`href="${EMAIL_PUBLIC_URL}/account#notifications"`);
      expect(PROTECTED_ROUTES).toContain("/account");
      return mail;
    },

    /** The action link: the same in both parts, a screen of the route table, in this app. */
    actionPath(mail: ReceivedMail, label: string) {
      const match = mail.text.match(new RegExp(`${label}: (\\S+)`));
      expect(match, `"${label}" link in ${mail.subject}`).not.toBeNull();
      const url = new URL(match?.[1] ?? "");
      expect(url.origin).toBe(EMAIL_PUBLIC_URL);
      expect(mail.html).toContain(`href="${url.href}"`);
      const isScreen = PROTECTED_ROUTES.some((route) =>
        new RegExp(`^${route.replace(/:[a-zA-Z]+/g, "[^/]+")}$`).test(url.pathname),
      );
      expect(isScreen, url.pathname).toBe(true);
      return url.pathname;
    },

    unsubscribePath(mail: ReceivedMail) {
      const url = new URL((mail.header("list-unsubscribe") ?? "").slice(1, -1));
      return `${url.pathname}${url.search}`;
    },

    /** The advertiser's ad, submitted to these spaces. */
    publish: (targets: { websiteId: string; spaceId: string }[], businessName: string) =>
      publishAd(base.t.app, base.advertiser, targets, businessName),

    /** A website of `owner`'s with one $40 sidebar space. */
    async listing(owner: TestUser) {
      const { app } = base.t;
      const website = await createWebsite(app, owner, { name: `Site of ${owner.email}` });
      const [space] = await createSpaces(app, owner, website.id, [
        { placementKey: "sidebar", priceCents: 4000, capacity: 3 },
      ]);
      return { websiteId: website.id, spaceId: space?.id ?? "" };
    },

    /** The id of `owner`'s request for the ad. */
    requestOf: async (owner: TestUser, adId: string) =>
      (await kit.get(owner, `/api/reviews/ads/${adId}`)).json().websites[0].requestId as string,
  };
  return withFields(base, kit);
}
