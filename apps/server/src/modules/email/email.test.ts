import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/email.js";
import { placementRequests } from "../../db/schema/campaigns.js";
import { createMailer } from "../../lib/mailer.js";
import { EMAIL_PUBLIC_URL, useEmailTestApp } from "../../test/email.js";
import { payThroughSandbox } from "../../test/payments.js";
import { recordNotifications } from "../notifications/service.js";
import { remindBookingEnding } from "../notifications/lifecycle.js";
import { sendOutboxEmail } from "./outbox.js";

// Preferences and one-click unsubscribe: email-preferences.test.ts.
const kit = useEmailTestApp();
const { get, post, deliverTwice, onlyMail, actionPath, publish, listing, requestOf } = kit;

describe("transactional email over SMTP", () => {
  let adId = "";

  it("tells each owner once of an ad waiting for review, with a link to it", async () => {
    const ad = await publish([await listing(kit.ownerA), await listing(kit.ownerB)], "Acme Coffee");
    adId = ad.id;
    await deliverTwice();
    for (const owner of [kit.ownerA, kit.ownerB]) {
      const mail = onlyMail(owner, "An ad is waiting for your review: Acme Coffee");
      expect(mail.to).toEqual([owner.email]);
      const path = actionPath(mail, "Review the ad");
      expect(path).toBe(`/pending-ad/${adId}`);
      expect((await get(owner, `/api/reviews/ads/${adId}`)).statusCode).toBe(200);
    }
    expect(kit.inbox.to(kit.advertiser.email, "An ad is waiting")).toHaveLength(0);
  });

  it("tells the advertiser of an approval and of a rejection with its reason", async () => {
    await post(kit.ownerA, `/api/reviews/requests/${await requestOf(kit.ownerA, adId)}/approve`);
    await post(kit.ownerB, `/api/reviews/requests/${await requestOf(kit.ownerB, adId)}/reject`, {
      reason: "Not a fit for <our> readers",
    });
    await deliverTwice();
    const approved = onlyMail(kit.advertiser, "Your ad was approved: Acme Coffee");
    expect(actionPath(approved, "Pay now")).toBe(`/approved-detail/${adId}`);
    expect((await get(kit.advertiser, `/api/ads/${adId}`)).statusCode).toBe(200);
    const rejected = onlyMail(kit.advertiser, "Your ad was rejected: Acme Coffee");
    expect(rejected.text).toContain("Reason: Not a fit for <our> readers");
    expect(rejected.html).toContain("Reason: Not a fit for &#60;our&#62; readers");
  });

  it("tells both sides of a payment, the owner of released earnings, and the advertiser 3 days before the end", async () => {
    const requestId = await requestOf(kit.ownerA, adId);
    // The in-app notices of money events are pushed live once their transaction commits.
    const pushed: string[] = [];
    const emit = kit.t.app.realtime.emitToUser.bind(kit.t.app.realtime);
    kit.t.app.realtime.emitToUser = (userId, event, payload) => {
      pushed.push(`${userId}:${(payload as { type: string }).type}`);
      emit(userId, event, payload);
    };
    const paid = await payThroughSandbox(kit.t.app, kit.advertiser, requestId);
    expect(paid.result.status).toBe("success");
    await deliverTwice();
    kit.t.app.realtime.emitToUser = emit;
    expect(pushed).toEqual(
      expect.arrayContaining([
        `${kit.advertiser.id}:paymentReceived`,
        `${kit.ownerA.id}:bookingPaid`,
        `${kit.ownerA.id}:earningsReleased`,
      ]),
    );
    const receipt = onlyMail(kit.advertiser, "Payment received: $40 for Acme Coffee");
    expect(actionPath(receipt, "See your booking")).toBe(`/approved-detail/${adId}`);
    const booked = onlyMail(kit.ownerA, "A booking was paid: Acme Coffee");
    expect(booked.text).toContain("Your earnings of $36");
    expect(actionPath(booked, "See your wallet")).toBe("/wallet");
    expect(onlyMail(kit.ownerA, "Earnings released: $36").text).toContain("is now available to withdraw");
    expect(kit.inbox.to(kit.ownerB.email, "A booking was paid")).toHaveLength(0);

    expect(kit.inbox.to(kit.advertiser.email, "Your booking ends in 3 days")).toHaveLength(0);
    const [request] = await kit.t.app.database.db
      .select()
      .from(placementRequests)
      .where(eq(placementRequests.id, requestId));
    const endsAt = request?.endsAt ?? new Date();
    await kit.t.app.jobs.runDue({ now: new Date(endsAt.getTime() - 3 * 24 * 3600_000 + 60_000) });
    await deliverTwice();
    const ending = onlyMail(kit.advertiser, "Your booking ends in 3 days: Acme Coffee");
    expect(actionPath(ending, "Renew")).toBe(`/approved-detail/${adId}`);
    // The ad page opens this website's renewal checkout from `?renew=`.
    expect(ending.text).toContain(`${EMAIL_PUBLIC_URL}/approved-detail/${adId}?renew=${requestId} `.trim());

    // A reminder for an end the booking no longer has (it was renewed) tells nobody.
    await remindBookingEnding(kit.t.app.database.db, requestId, new Date(endsAt.getTime() - 86_400_000).toISOString());
    await deliverTwice();
    expect(kit.inbox.to(kit.advertiser.email, "Your booking ends in 3 days")).toHaveLength(1);
  });

  it("tells the owner of a completed payout and of a failed one", async () => {
    const earnings = (await get(kit.ownerA, "/api/wallet/earnings/payments")).json();
    const paymentId = earnings.items[0].id as string;
    for (const phoneNumber of ["+254712345678", "+254700000000"]) {
      const response = await post(kit.ownerA, "/api/wallet/withdrawals", { paymentId, amountCents: 500, phoneNumber });
      expect(response.statusCode).toBe(201);
      await kit.t.app.jobs.runDue({ kinds: ["send-payout"] });
      await kit.t.app.jobs.runDue({ kinds: ["send-payout"], now: new Date(Date.now() + 60_000) });
    }
    await deliverTwice();
    expect(onlyMail(kit.ownerA, "Payout completed: $5").text).toContain("+254712345678");
    const failed = onlyMail(kit.ownerA, "Payout failed: $5");
    expect(failed.text).toContain("The money is back in your available balance");
    expect(actionPath(failed, "See your wallet")).toBe("/wallet");
  });

  it("sends an event raised twice for the same occurrence once, and a send run twice at once once", async () => {
    const raise = () =>
      kit.t.app.database.db.transaction((tx) =>
        recordNotifications(tx, [
          {
            userId: kit.advertiser.id,
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
    const [row] = await kit.t.app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `supportReply:reply-1:${kit.advertiser.id}`));
    const deps = {
      db: kit.t.app.database.db,
      mailer: kit.t.app.mailer,
      publicUrl: EMAIL_PUBLIC_URL,
      authSecret: "test-secret-test-secret-test-secret-0123",
      messageIdHost: "localhost",
    };
    await Promise.all([sendOutboxEmail(deps, row?.id ?? ""), sendOutboxEmail(deps, row?.id ?? "")]);
    await deliverTwice();
    const reply = onlyMail(kit.advertiser, "Support replied: Invoice question");
    expect(reply.text).toContain("We sent the invoice again.");
    expect(actionPath(reply, "Read the reply")).toBe("/support");
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
