import type { Notification } from "@placard/shared/notifications";
import { describe, expect, it } from "vitest";
import { isKnownNotification } from "../hooks/use-realtime-notifications";
import { notificationTarget } from "./notification-bell";

const base: Notification = {
  id: "n1",
  type: "newPendingAd",
  businessName: "Acme",
  adId: "ad-1",
  reason: null,
  isRead: false,
  createdAt: "2026-11-22T08:00:00.000Z",
};

describe("notifications (SPEC §4)", () => {
  it("accepts the known types and ignores any other", () => {
    expect(isKnownNotification(base)).toBe(true);
    expect(isKnownNotification({ ...base, type: "adApproved" })).toBe(true);
    expect(isKnownNotification({ ...base, type: "somethingElse" })).toBe(false);
    expect(isKnownNotification(null)).toBe(false);
    expect(isKnownNotification("newPendingAd")).toBe(false);
  });

  it("opens the pending ad for owners and the campaign for advertisers", () => {
    expect(notificationTarget(base)).toBe("/pending-ad/ad-1");
    expect(notificationTarget({ ...base, type: "adApproved" })).toBe("/approved-detail/ad-1");
    expect(notificationTarget({ ...base, type: "adRejected" })).toBe("/approved-detail/ad-1");
  });
});
