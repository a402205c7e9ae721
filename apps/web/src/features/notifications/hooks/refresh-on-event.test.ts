import type { Notification } from "@placard/shared/notifications";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { campaignKeys } from "@/features/campaigns";
import { reviewKeys } from "@/features/reviews";
import { walletKeys } from "@/features/wallet";
import { keysRefreshedBy } from "./refresh-on-event";

const event: Notification = {
  id: "n1",
  type: "newPendingAd",
  businessName: "Acme",
  adId: "ad-1",
  reason: null,
  isRead: false,
  createdAt: "2026-11-26T06:00:00.000Z",
};

/** Which of the cached screens an event leaves stale, after the hook's invalidation. */
async function staleAfter(notification: Notification) {
  const client = new QueryClient();
  const cached = {
    pending: reviewKeys.pending,
    review: reviewKeys.ad("ad-1"),
    ads: campaignKeys.ads,
    ad: campaignKeys.ad("ad-1"),
    wallet: walletKeys.summary,
  };
  for (const key of Object.values(cached)) client.setQueryData(key, { cached: true });
  for (const queryKey of keysRefreshedBy(notification)) await client.invalidateQueries({ queryKey });
  return Object.entries(cached)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe("live events refresh the screens they concern (#15)", () => {
  it("a new ad refreshes the owner's pending list and that ad's review, not the campaigns", async () => {
    expect(await staleAfter(event)).toEqual(["pending", "review"]);
  });

  it("an approval or a rejection refreshes the advertiser's campaigns and the ad's detail", async () => {
    expect(await staleAfter({ ...event, type: "adApproved" })).toEqual(["ad", "ads"]);
    expect(await staleAfter({ ...event, type: "adRejected", reason: "No" })).toEqual(["ad", "ads"]);
  });

  it("a lapsed approval refreshes the campaigns and the pending list", async () => {
    expect(await staleAfter({ ...event, type: "approvalLapsed" })).toEqual(["ad", "ads", "pending"]);
  });

  it("a qualified referral refreshes the wallet", async () => {
    expect(await staleAfter({ ...event, type: "referralQualified", adId: null })).toContain("wallet");
  });
});
