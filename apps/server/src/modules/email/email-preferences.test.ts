import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/email.js";
import { EMAIL_PUBLIC_URL, useEmailTestApp } from "../../test/email.js";
import { type TestUser, signUpUser } from "../../test/factories.js";
import { recordNotifications } from "../notifications/service.js";

const kit = useEmailTestApp();
const { as, get, deliverTwice, onlyMail, unsubscribePath, publish, listing } = kit;

describe("preferences and one-click unsubscribe", () => {
  it("lists every event with its default and keeps a choice", async () => {
    const before = (await get(kit.ownerB, "/api/notification-preferences")).json().preferences;
    expect(before).toContainEqual({ event: "newPendingAd", channel: "both" });
    expect(before).toContainEqual({ event: "referralQualified", channel: "in_app" });
    const response = await kit.t.app.inject({
      method: "PUT",
      url: "/api/notification-preferences",
      headers: as(kit.ownerB),
      payload: { preferences: [{ event: "newPendingAd", channel: "in_app" }] },
    });
    expect(response.json().preferences).toContainEqual({ event: "newPendingAd", channel: "in_app" });
    const bad = await kit.t.app.inject({
      method: "PUT",
      url: "/api/notification-preferences",
      headers: as(kit.ownerB),
      payload: { preferences: [{ event: "newPendingAd", channel: "pigeon" }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await kit.t.app.inject({ method: "GET", url: "/api/notification-preferences" })).statusCode).toBe(401);
  });

  it("honours in app, email and off", async () => {
    const owners = { inApp: kit.ownerB, email: await signUpUser(kit.t.app), off: await signUpUser(kit.t.app) };
    for (const [owner, channel] of [
      [owners.email, "email"],
      [owners.off, "off"],
    ] as const) {
      await kit.t.app.inject({
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
    expect(kit.inbox.to(owners.inApp.email, "An ad is waiting for your review: Prefs Co")).toHaveLength(0);
    expect(await notices(owners.inApp)).toHaveLength(1);
    onlyMail(owners.email, "An ad is waiting for your review: Prefs Co");
    expect(await notices(owners.email)).toHaveLength(0);
    expect(kit.inbox.to(owners.off.email, "An ad is waiting for your review: Prefs Co")).toHaveLength(0);
    expect(await notices(owners.off)).toHaveLength(0);
  });

  it("unsubscribes without signing in: GET asks, a mail client's POST from anywhere unsubscribes", async () => {
    await publish([await listing(kit.ownerA)], "Acme Coffee");
    await deliverTwice();
    const mail = onlyMail(kit.ownerA, "An ad is waiting for your review: Acme Coffee");
    const path = unsubscribePath(mail);
    expect(mail.text).toContain(`${EMAIL_PUBLIC_URL}${path}`);
    const page = await kit.t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Unsubscribe from these emails?");
    expect(page.body).toContain('<form method="post">');
    // Opening the link changes nothing.
    const channel = async () =>
      (await get(kit.ownerA, "/api/notification-preferences"))
        .json()
        .preferences.find((p: { event: string }) => p.event === "newPendingAd").channel;
    expect(await channel()).toBe("both");

    const forged = await kit.t.app.inject({
      method: "POST",
      url: path.replace(/s=[^&]+/, "s=forged"),
      headers: { origin: undefined },
    });
    expect(forged.statusCode).toBe(400);
    expect(await channel()).toBe("both");

    // RFC 8058: the mail provider posts the form, with no cookie and from no page of ours.
    const done = await kit.t.app.inject({
      method: "POST",
      url: path,
      headers: { origin: "https://mail.example.net", "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    expect(await channel()).toBe("in_app");

    // The next ad reaches the owner in the app only.
    const ad = await publish([await listing(kit.ownerA)], "After Unsubscribe");
    await deliverTwice();
    expect(kit.inbox.to(kit.ownerA.email, "An ad is waiting for your review: After Unsubscribe")).toHaveLength(0);
    const notices = (await get(kit.ownerA, "/api/notifications")).json().notifications;
    expect(notices.some((n: { adId: string }) => n.adId === ad.id)).toBe(true);
  });

  it("skips an email already queued when its recipient turns it off before it goes", async () => {
    const user = await signUpUser(kit.t.app);
    await kit.t.app.database.db.transaction((tx) =>
      recordNotifications(tx, [
        { userId: user.id, type: "payoutCompleted", businessName: "+254712345678", eventKey: "w-1" },
      ]),
    );
    await kit.t.app.inject({
      method: "PUT",
      url: "/api/notification-preferences",
      headers: as(user),
      payload: { preferences: [{ event: "payoutCompleted", channel: "off" }] },
    });
    await deliverTwice();
    expect(kit.inbox.to(user.email, "Payout completed")).toHaveLength(0);
    const open = await kit.t.app.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, user.id), isNull(emailOutbox.skippedAt)));
    expect(open).toHaveLength(0);
  });
});
