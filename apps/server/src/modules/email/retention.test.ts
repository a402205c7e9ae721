import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/email.js";
import { daysBefore } from "../../lib/jobs/retention.js";
import { useEmailTestApp } from "../../test/email.js";
import { createPlacementRequest } from "../../test/factories.js";
import { recordNotifications } from "../notifications/service.js";
import { remindBookingEnding } from "../notifications/lifecycle.js";
import { pruneOutbox } from "./retention.js";

/**
 * Decision 0054: finished outbox rows are deleted 90 days after their event, and the key
 * that makes an event one email outlives every way the event can be raised again.
 */
const kit = useEmailTestApp();
const now = new Date();

describe("the outbox retention", () => {
  it("deletes finished emails 90 days after their event, in batches, and keeps the rest", async () => {
    const rows: [string, "sent" | "skipped" | "failed" | "pending", number][] = [
      ["old-sent", "sent", 120],
      ["old-skipped", "skipped", 100],
      ["old-failed", "failed", 91],
      ["kept-sent", "sent", 89],
      ["kept-failed", "failed", 30],
      // Still being tried, however old: the send job decides its end, not the retention.
      ["pending", "pending", 120],
    ];
    for (const [key, state, days] of rows) {
      const at = daysBefore(now, days);
      await kit.t.app.database.db.insert(emailOutbox).values({
        key: `retention:${key}`,
        userId: kit.advertiser.id,
        event: "supportReply",
        data: {},
        createdAt: at,
        ...(state === "sent" ? { sentAt: at } : {}),
        ...(state === "skipped" ? { skippedAt: at } : {}),
        ...(state === "failed" ? { failedAt: at, lastError: "550 Relaying denied" } : {}),
      });
    }
    expect(await pruneOutbox(kit.t.app.database.db, now, 2)).toBe(3);
    const left = await kit.t.app.database.db
      .select({ key: emailOutbox.key })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.key,
          rows.map(([key]) => `retention:${key}`),
        ),
      );
    expect(left.map((row) => row.key).sort()).toEqual([
      "retention:kept-failed",
      "retention:kept-sent",
      "retention:pending",
    ]);
  });

  it("an event raised again while its email is kept is still one email", async () => {
    const raise = () =>
      kit.t.app.database.db.transaction((tx) =>
        recordNotifications(tx, [
          { userId: kit.advertiser.id, type: "supportReply", businessName: "Kept", reason: "Yes.", eventKey: "kept-1" },
        ]),
      );
    await raise();
    await kit.deliverTwice();
    const key = `supportReply:kept-1:${kit.advertiser.id}`;
    await kit.t.app.database.db
      .update(emailOutbox)
      .set({ createdAt: daysBefore(now, 89) })
      .where(eq(emailOutbox.key, key));
    await pruneOutbox(kit.t.app.database.db, now);
    await raise();
    await kit.deliverTwice();
    kit.onlyMail(kit.advertiser, "Support replied: Kept");
  });

  it("the booking reminder, the one email a job raises again, is raised only until the booking ends", async () => {
    const { websiteId, spaceId } = await kit.listing(kit.ownerA);
    const [running, ended] = [
      await createPlacementRequest(kit.t.app.database.db, {
        advertiserId: kit.advertiser.id,
        websiteId,
        spaceIds: [spaceId],
        state: "running",
        businessName: "Still Running",
      }),
      await createPlacementRequest(kit.t.app.database.db, {
        advertiserId: kit.advertiser.id,
        websiteId,
        spaceIds: [spaceId],
        state: "expired",
        businessName: "Long Over",
      }),
    ];
    for (const request of [running, ended]) {
      await remindBookingEnding(kit.t.app.database.db, request.id, request.endsAt?.toISOString() ?? "");
    }
    const reminders = await kit.t.app.database.db
      .select({ key: emailOutbox.key })
      .from(emailOutbox)
      .where(eq(emailOutbox.event, "bookingEnding"));
    expect(reminders.map((row) => row.key)).toEqual([
      `bookingEnding:${running.id}:${running.endsAt?.toISOString()}:${kit.advertiser.id}`,
    ]);
  });
});
