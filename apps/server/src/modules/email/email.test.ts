import { PROTECTED_ROUTES } from "@placard/shared/routes";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/email.js";
import { placementRequests } from "../../db/schema/campaigns.js";
import { jobs } from "../../db/schema/money.js";
import { createMailer } from "../../lib/mailer.js";
import { type TestApp, createTestApp } from "../../test/app.js";
import { type TestUser, createSpaces, createWebsite, publishAd, signUpUser } from "../../test/factories.js";
import { payThroughSandbox } from "../../test/payments.js";
import { type ReceivedMail, startSmtpInbox } from "../../test/smtp-inbox.js";
import { recordNotifications } from "../notifications/service.js";
import { remindBookingEnding } from "./lifecycle.js";
import { EMAIL_JOBS, sendOutboxEmail } from "./outbox.js";

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
let advertiser: TestUser;
let ownerA: TestUser;
let ownerB: TestUser;
const PUBLIC_URL = "http://localhost:3000";

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // Earnings withdrawable at once, so release and payouts follow the payment.
  t = await createTestApp(
    { SMTP_URL: inbox.url, EMAIL_VERIFICATION: "off", EARNINGS_HOLD_DAYS: "0", PLATFORM_FEE_PERCENT: "10" },
    { configuredMailer: true },
  );
  advertiser = await signUpUser(t.app);
  ownerA = await signUpUser(t.app);
  ownerB = await signUpUser(t.app);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const as = (user: TestUser) => ({ cookie: user.cookie });
const post = (user: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: as(user), payload: payload ?? {} });
const get = (user: TestUser, url: string) => t.app.inject({ method: "GET", url, headers: as(user) });

/** Runs every due job, then runs the email jobs again as if a worker had lost their completion. */
async function deliverTwice() {
  await t.app.jobs.runDue();
  await t.app.database.db.update(jobs).set({ completedAt: null, attempts: 0 }).where(eq(jobs.kind, EMAIL_JOBS.send));
  await t.app.jobs.runDue({ kinds: [EMAIL_JOBS.send] });
}

/** The one mail `user` got whose subject starts with `prefix`: exactly one, with both parts. */
function onlyMail(user: TestUser, prefix: string): ReceivedMail {
  const mails = inbox.to(user.email, prefix);
  expect(mails, `${prefix} to ${user.email}`).toHaveLength(1);
  const mail = mails[0] as ReceivedMail;
  expect(mail.text.length).toBeGreaterThan(0);
  expect(mail.html).toContain("<html");
  expect(mail.header("list-unsubscribe")).toMatch(/^<http:\/\/localhost:3000\/email\/unsubscribe\?u=.+&e=.+&s=.+>$/);
  expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(mail.text).toContain(`${PUBLIC_URL}/account#notifications`);
  expect(mail.html).toContain(`href="${PUBLIC_URL}/account#notifications"`);
  expect(PROTECTED_ROUTES).toContain("/account");
  return mail;
}

/** The action link: the same in both parts, a screen of the route table, in this app. */
function actionPath(mail: ReceivedMail, label: string) {
  const match = mail.text.match(new RegExp(`${label}: (\\S+)`));
  expect(match, `"${label}" link in ${mail.subject}`).not.toBeNull();
  const url = new URL(match?.[1] ?? "");
  expect(url.origin).toBe(PUBLIC_URL);
  expect(mail.html).toContain(`href="${url.href}"`);
  const isScreen = PROTECTED_ROUTES.some((route) =>
    new RegExp(`^${route.replace(/:[a-zA-Z]+/g, "[^/]+")}$`).test(url.pathname),
  );
  expect(isScreen, url.pathname).toBe(true);
  return url.pathname;
}

const unsubscribePath = (mail: ReceivedMail) => {
  const url = new URL((mail.header("list-unsubscribe") ?? "").slice(1, -1));
  return `${url.pathname}${url.search}`;
};

const publish = (targets: { websiteId: string; spaceId: string }[], businessName: string) =>
  publishAd(t.app, advertiser, targets, businessName);

async function listing(owner: TestUser) {
  const website = await createWebsite(t.app, owner, { name: `Site of ${owner.email}` });
  const [space] = await createSpaces(t.app, owner, website.id, [
    { placementKey: "sidebar", priceCents: 4000, capacity: 3 },
  ]);
  return { websiteId: website.id, spaceId: space?.id ?? "" };
}

const requestOf = async (owner: TestUser, adId: string) =>
  (await get(owner, `/api/reviews/ads/${adId}`)).json().websites[0].requestId as string;

describe("transactional email over SMTP", () => {
  let adId = "";

  it("tells each owner once of an ad waiting for review, with a link to it", async () => {
    const ad = await publish([await listing(ownerA), await listing(ownerB)], "Acme Coffee");
    adId = ad.id;
    await deliverTwice();
    for (const owner of [ownerA, ownerB]) {
      const mail = onlyMail(owner, "An ad is waiting for your review: Acme Coffee");
      expect(mail.to).toEqual([owner.email]);
      const path = actionPath(mail, "Review the ad");
      expect(path).toBe(`/pending-ad/${adId}`);
      expect((await get(owner, `/api/reviews/ads/${adId}`)).statusCode).toBe(200);
    }
    expect(inbox.to(advertiser.email, "An ad is waiting")).toHaveLength(0);
  });

  it("tells the advertiser of an approval and of a rejection with its reason", async () => {
    await post(ownerA, `/api/reviews/requests/${await requestOf(ownerA, adId)}/approve`);
    await post(ownerB, `/api/reviews/requests/${await requestOf(ownerB, adId)}/reject`, {
      reason: "Not a fit for <our> readers",
    });
    await deliverTwice();
    const approved = onlyMail(advertiser, "Your ad was approved: Acme Coffee");
    expect(actionPath(approved, "Pay now")).toBe(`/approved-detail/${adId}`);
    expect((await get(advertiser, `/api/ads/${adId}`)).statusCode).toBe(200);
    const rejected = onlyMail(advertiser, "Your ad was rejected: Acme Coffee");
    expect(rejected.text).toContain("Reason: Not a fit for <our> readers");
    expect(rejected.html).toContain("Reason: Not a fit for &#60;our&#62; readers");
  });

  it("tells both sides of a payment, the owner of released earnings, and the advertiser 3 days before the end", async () => {
    const requestId = await requestOf(ownerA, adId);
    // The in-app notices of money events are pushed live once their transaction commits.
    const pushed: string[] = [];
    const emit = t.app.realtime.emitToUser.bind(t.app.realtime);
    t.app.realtime.emitToUser = (userId, event, payload) => {
      pushed.push(`${userId}:${(payload as { type: string }).type}`);
      emit(userId, event, payload);
    };
    const paid = await payThroughSandbox(t.app, advertiser, requestId);
    expect(paid.result.status).toBe("success");
    await deliverTwice();
    t.app.realtime.emitToUser = emit;
    expect(pushed).toEqual(
      expect.arrayContaining([
        `${advertiser.id}:paymentReceived`,
        `${ownerA.id}:bookingPaid`,
        `${ownerA.id}:earningsReleased`,
      ]),
    );
    const receipt = onlyMail(advertiser, "Payment received: $40 for Acme Coffee");
    expect(actionPath(receipt, "See your booking")).toBe(`/approved-detail/${adId}`);
    const booked = onlyMail(ownerA, "A booking was paid: Acme Coffee");
    expect(booked.text).toContain("Your earnings of $36");
    expect(actionPath(booked, "See your wallet")).toBe("/wallet");
    expect(onlyMail(ownerA, "Earnings released: $36").text).toContain("is now available to withdraw");
    expect(inbox.to(ownerB.email, "A booking was paid")).toHaveLength(0);

    expect(inbox.to(advertiser.email, "Your booking ends in 3 days")).toHaveLength(0);
    const [request] = await t.app.database.db
      .select()
      .from(placementRequests)
      .where(eq(placementRequests.id, requestId));
    const endsAt = request?.endsAt ?? new Date();
    await t.app.jobs.runDue({ now: new Date(endsAt.getTime() - 3 * 24 * 3600_000 + 60_000) });
    await deliverTwice();
    const ending = onlyMail(advertiser, "Your booking ends in 3 days: Acme Coffee");
    expect(actionPath(ending, "Renew")).toBe(`/approved-detail/${adId}`);
    // The ad page opens this website's renewal checkout from `?renew=`.
    expect(ending.text).toContain(`${PUBLIC_URL}/approved-detail/${adId}?renew=${requestId} `.trim());

    // A reminder for an end the booking no longer has (it was renewed) tells nobody.
    await remindBookingEnding(t.app.database.db, requestId, new Date(endsAt.getTime() - 86_400_000).toISOString());
    await deliverTwice();
    expect(inbox.to(advertiser.email, "Your booking ends in 3 days")).toHaveLength(1);
  });

  it("tells the owner of a completed payout and of a failed one", async () => {
    const earnings = (await get(ownerA, "/api/wallet/earnings/payments")).json();
    const paymentId = earnings.items[0].id as string;
    for (const phoneNumber of ["+254712345678", "+254700000000"]) {
      const response = await post(ownerA, "/api/wallet/withdrawals", { paymentId, amountCents: 500, phoneNumber });
      expect(response.statusCode).toBe(201);
      await t.app.jobs.runDue({ kinds: ["send-payout"] });
      await t.app.jobs.runDue({ kinds: ["send-payout"], now: new Date(Date.now() + 60_000) });
    }
    await deliverTwice();
    expect(onlyMail(ownerA, "Payout completed: $5").text).toContain("+254712345678");
    const failed = onlyMail(ownerA, "Payout failed: $5");
    expect(failed.text).toContain("The money is back in your available balance");
    expect(actionPath(failed, "See your wallet")).toBe("/wallet");
  });

  it("sends an event raised twice for the same occurrence once, and a send run twice at once once", async () => {
    const raise = () =>
      t.app.database.db.transaction((tx) =>
        recordNotifications(tx, [
          {
            userId: advertiser.id,
            type: "supportReply",
            // As support's replyToMessage raises it: the message's subject, the reply's text.
            businessName: "Invoice question",
            reason: "We sent the invoice again.",
            eventKey: "reply-1",
          },
        ]),
      );
    await raise();
    await raise();
    const [row] = await t.app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `supportReply:reply-1:${advertiser.id}`));
    const deps = {
      db: t.app.database.db,
      mailer: t.app.mailer,
      publicUrl: PUBLIC_URL,
      authSecret: "test-secret-test-secret-test-secret-0123",
      messageIdHost: "localhost",
    };
    await Promise.all([sendOutboxEmail(deps, row?.id ?? ""), sendOutboxEmail(deps, row?.id ?? "")]);
    await deliverTwice();
    const reply = onlyMail(advertiser, "Support replied: Invoice question");
    expect(reply.text).toContain("We sent the invoice again.");
    expect(actionPath(reply, "Read the reply")).toBe("/support");
  });
});

describe("preferences and one-click unsubscribe", () => {
  it("lists every event with its default and keeps a choice", async () => {
    const before = (await get(ownerB, "/api/notification-preferences")).json().preferences;
    expect(before).toContainEqual({ event: "newPendingAd", channel: "both" });
    expect(before).toContainEqual({ event: "referralQualified", channel: "in_app" });
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/notification-preferences",
      headers: as(ownerB),
      payload: { preferences: [{ event: "newPendingAd", channel: "in_app" }] },
    });
    expect(response.json().preferences).toContainEqual({ event: "newPendingAd", channel: "in_app" });
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/notification-preferences",
      headers: as(ownerB),
      payload: { preferences: [{ event: "newPendingAd", channel: "pigeon" }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/notification-preferences" })).statusCode).toBe(401);
  });

  it("honours in app, email and off", async () => {
    const owners = { inApp: ownerB, email: await signUpUser(t.app), off: await signUpUser(t.app) };
    for (const [owner, channel] of [
      [owners.email, "email"],
      [owners.off, "off"],
    ] as const) {
      await t.app.inject({
        method: "PUT",
        url: "/api/notification-preferences",
        headers: as(owner),
        payload: { preferences: [{ event: "newPendingAd", channel }] },
      });
    }
    const ad = await publish(
      [await listing(owners.inApp), await listing(owners.email), await listing(owners.off)],
      "Prefs Co",
    );
    await deliverTwice();
    const notices = async (owner: TestUser) =>
      (await get(owner, "/api/notifications")).json().notifications.filter((n: { adId: string }) => n.adId === ad.id);
    expect(inbox.to(owners.inApp.email, "An ad is waiting for your review: Prefs Co")).toHaveLength(0);
    expect(await notices(owners.inApp)).toHaveLength(1);
    onlyMail(owners.email, "An ad is waiting for your review: Prefs Co");
    expect(await notices(owners.email)).toHaveLength(0);
    expect(inbox.to(owners.off.email, "An ad is waiting for your review: Prefs Co")).toHaveLength(0);
    expect(await notices(owners.off)).toHaveLength(0);
  });

  it("unsubscribes without signing in: GET asks, a mail client's POST from anywhere unsubscribes", async () => {
    const mail = onlyMail(ownerA, "An ad is waiting for your review: Acme Coffee");
    const path = unsubscribePath(mail);
    expect(mail.text).toContain(`${PUBLIC_URL}${path}`);
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Unsubscribe from these emails?");
    expect(page.body).toContain('<form method="post">');
    // Opening the link changes nothing.
    const channel = async () =>
      (await get(ownerA, "/api/notification-preferences"))
        .json()
        .preferences.find((p: { event: string }) => p.event === "newPendingAd").channel;
    expect(await channel()).toBe("both");

    const forged = await t.app.inject({
      method: "POST",
      url: path.replace(/s=[^&]+/, "s=forged"),
      headers: { origin: undefined },
    });
    expect(forged.statusCode).toBe(400);
    expect(await channel()).toBe("both");

    // RFC 8058: the mail provider posts the form, with no cookie and from no page of ours.
    const done = await t.app.inject({
      method: "POST",
      url: path,
      headers: { origin: "https://mail.example.net", "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    expect(await channel()).toBe("in_app");

    // The next ad reaches the owner in the app only.
    const ad = await publish([await listing(ownerA)], "After Unsubscribe");
    await deliverTwice();
    expect(inbox.to(ownerA.email, "An ad is waiting for your review: After Unsubscribe")).toHaveLength(0);
    const notices = (await get(ownerA, "/api/notifications")).json().notifications;
    expect(notices.some((n: { adId: string }) => n.adId === ad.id)).toBe(true);
  });

  it("skips an email already queued when its recipient turns it off before it goes", async () => {
    const user = await signUpUser(t.app);
    await t.app.database.db.transaction((tx) =>
      recordNotifications(tx, [
        { userId: user.id, type: "payoutCompleted", businessName: "+254712345678", eventKey: "w-1" },
      ]),
    );
    await t.app.inject({
      method: "PUT",
      url: "/api/notification-preferences",
      headers: as(user),
      payload: { preferences: [{ event: "payoutCompleted", channel: "off" }] },
    });
    await deliverTwice();
    expect(inbox.to(user.email, "Payout completed")).toHaveLength(0);
    const open = await t.app.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, user.id), isNull(emailOutbox.skippedAt)));
    expect(open).toHaveLength(0);
  });
});

describe("without SMTP_URL", () => {
  it("the log mailer still takes every email, its link in the log", async () => {
    const logged: unknown[] = [];
    const logger = { info: (obj: unknown) => void logged.push(obj) } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ from: "Placard <no-reply@placard.local>", logger });
    expect(mailer.kind).toBe("log");
    await mailer.send({
      to: "a@example.com",
      subject: "Hi",
      text: "Hello",
      html: "<p>Hello</p>",
      headers: { "List-Unsubscribe": "<http://localhost:3000/x>" },
      link: "http://localhost:3000/wallet",
    });
    expect(logged).toEqual([{ mail: { to: "a@example.com", subject: "Hi", link: "http://localhost:3000/wallet" } }]);
  });
});
