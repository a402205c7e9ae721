import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { placementRequests } from "../../db/schema/campaigns.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createSpaces, createWebsite, publishAd, signUpUser } from "../../test/factories.js";

const t = useTestApp();
let advertiser: TestUser;
let ownerA: TestUser;
let ownerB: TestUser;

beforeAll(async () => {
  advertiser = await signUpUser(t.app);
  ownerA = await signUpUser(t.app);
  ownerB = await signUpUser(t.app);
});

const as = (user: TestUser) => ({ cookie: user.cookie });
const post = (user: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: as(user), payload: payload ?? {} });
const get = (user: TestUser, url: string) => t.app.inject({ method: "GET", url, headers: as(user) });

/** An advertiser's ad published on the given (website, space) pairs, through the real endpoints. */
const publish = (user: TestUser, targets: { websiteId: string; spaceId: string }[], businessName?: string) =>
  publishAd(t.app, user, targets, businessName);

async function listing(owner: TestUser, capacity = 3) {
  const website = await createWebsite(t.app, owner);
  const [space] = await createSpaces(t.app, owner, website.id, [
    { placementKey: "sidebar", priceCents: 1500, capacity },
  ]);
  return { websiteId: website.id, spaceId: space?.id ?? "" };
}

describe("reviewing", () => {
  it("shows each owner only their websites' entries, approves one and rejects the other with a reason", async () => {
    const a = await listing(ownerA);
    const b = await listing(ownerB);
    const ad = await publish(advertiser, [a, b]);

    const pendingA = (await get(ownerA, "/api/reviews/pending")).json().ads.find((x: { id: string }) => x.id === ad.id);
    expect(pendingA.websites).toHaveLength(1);
    expect(pendingA.websites[0]).toMatchObject({ websiteId: a.websiteId, reviewStatus: "pending", amountCents: 1500 });
    expect((await get(ownerA, "/api/notifications")).json().notifications[0]).toMatchObject({
      type: "newPendingAd",
      businessName: "Acme Coffee",
      adId: ad.id,
      isRead: false,
    });

    const requestA = pendingA.websites[0].requestId;
    const approved = await post(ownerA, `/api/reviews/requests/${requestA}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().websites[0].reviewStatus).toBe("approved");
    const again = await post(ownerA, `/api/reviews/requests/${requestA}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Already approved.");

    const requestB = (await get(ownerB, `/api/reviews/ads/${ad.id}`)).json().websites[0].requestId;
    const noReason = await post(ownerB, `/api/reviews/requests/${requestB}/reject`, { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.fields.reason).toEqual(["Give the advertiser a reason"]);
    const rejected = await post(ownerB, `/api/reviews/requests/${requestB}/reject`, {
      reason: "Not a fit for our readers",
    });
    expect(rejected.json().websites[0]).toMatchObject({
      reviewStatus: "rejected",
      rejectionReason: "Not a fit for our readers",
    });
    expect((await post(ownerB, `/api/reviews/requests/${requestB}/approve`)).json().message).toBe("Already rejected.");

    const detail = (await get(advertiser, `/api/ads/${ad.id}`)).json();
    expect(detail.campaignStatus).toBe("Partially Active");
    expect(detail).toMatchObject({ websitesCount: 2, rejectionReason: "Not a fit for our readers" });
    const paged = (await get(advertiser, `/api/ads/${ad.id}/websites`)).json();
    const onB = paged.items.find((w: { websiteId: string }) => w.websiteId === b.websiteId);
    expect(onB).toMatchObject({ reviewStatus: "rejected", rejectionReason: "Not a fit for our readers" });
    const types = (await get(advertiser, "/api/notifications"))
      .json()
      .notifications.map((n: { type: string; reason: string | null }) => [n.type, n.reason]);
    expect(types).toEqual(
      expect.arrayContaining([
        ["adApproved", null],
        ["adRejected", "Not a fit for our readers"],
      ]),
    );
  });

  it("approves the whole ad on all of the owner's pending websites at once", async () => {
    const one = await listing(ownerA);
    const two = await listing(ownerA);
    const ad = await publish(advertiser, [one, two], "Twin Sites");
    const response = await post(ownerA, `/api/reviews/ads/${ad.id}/approve`);
    expect(response.json().websites.map((w: { reviewStatus: string }) => w.reviewStatus)).toEqual([
      "approved",
      "approved",
    ]);
    expect((await get(advertiser, `/api/ads/${ad.id}`)).json().campaignStatus).toBe("Active");
    expect((await post(ownerA, `/api/reviews/ads/${ad.id}/approve`)).statusCode).toBe(409);
  });

  it("answers 404 to anyone else, changing nothing", async () => {
    const a = await listing(ownerA);
    const ad = await publish(advertiser, [a]);
    const requestId = (await get(ownerA, `/api/reviews/ads/${ad.id}`)).json().websites[0].requestId;
    for (const intruder of [ownerB, advertiser]) {
      expect((await get(intruder, `/api/reviews/ads/${ad.id}`)).statusCode).toBe(404);
      expect((await post(intruder, `/api/reviews/requests/${requestId}/approve`)).statusCode).toBe(404);
      expect((await post(intruder, `/api/reviews/requests/${requestId}/reject`, { reason: "mine" })).statusCode).toBe(
        404,
      );
      expect((await post(intruder, `/api/reviews/ads/${ad.id}/approve`)).statusCode).toBe(404);
    }
    expect((await get(ownerA, `/api/reviews/ads/${ad.id}`)).json().websites[0].reviewStatus).toBe("pending");
  });

  it("re-checks capacity at approval: a space full today is approved from the day it frees up", async () => {
    const a = await listing(ownerA, 2);
    const first = await publish(advertiser, [a], "First");
    const second = await publish(await signUpUser(t.app), [a], "Second");
    await t.app.inject({
      method: "PUT",
      url: `/api/spaces/${a.spaceId}/capacity`,
      headers: as(ownerA),
      payload: { capacity: 1 },
    });
    expect((await post(ownerA, `/api/reviews/ads/${first.id}/approve`)).statusCode).toBe(200);
    // The first approval's window holds the only slot for up to its window + 30 days; the
    // second holds from the day after that (decision 0025), not beside it.
    expect((await post(ownerA, `/api/reviews/ads/${second.id}/approve`)).statusCode).toBe(200);
    const rows = await t.app.database.db
      .select({ adId: placementRequests.adId, holdsFrom: placementRequests.holdsFrom })
      .from(placementRequests)
      .where(inArray(placementRequests.adId, [first.id, second.id]));
    expect(rows.find((row) => row.adId === first.id)?.holdsFrom).toBeNull();
    expect(rows.find((row) => row.adId === second.id)?.holdsFrom?.getTime()).toBeGreaterThan(
      Date.now() + 30 * 24 * 60 * 60 * 1000,
    );
  });
});

describe("notifications", () => {
  it("are marked read one by one or all at once, only by their user", async () => {
    const a = await listing(ownerA);
    await publish(advertiser, [a], "Readable");
    const list = (await get(ownerA, "/api/notifications")).json();
    const first = list.notifications[0];
    expect((await post(ownerB, `/api/notifications/${first.id}/read`)).statusCode).toBe(404);
    const after = (await post(ownerA, `/api/notifications/${first.id}/read`)).json();
    expect(after.unreadCount).toBe(list.unreadCount - 1);
    expect(after.notifications.find((n: { id: string }) => n.id === first.id).isRead).toBe(true);
    expect((await post(ownerA, "/api/notifications/read-all")).json().unreadCount).toBe(0);
  });
});

describe("resubmitting a rejected ad (#15.2)", () => {
  const edited = {
    businessName: "Acme Coffee Roasters",
    businessLink: "acme.example.com/beans",
    businessLocation: "Kigali",
    description: "Fresh beans, roasted daily",
  };
  const reject = async (owner: TestUser, adId: string, reason: string) => {
    const requestId = (await get(owner, `/api/reviews/ads/${adId}`)).json().websites[0].requestId;
    expect((await post(owner, `/api/reviews/requests/${requestId}/reject`, { reason })).statusCode).toBe(200);
    return requestId as string;
  };

  it("takes the edited ad back to the owner's review, keeping the reason, and tells the owner", async () => {
    const a = await listing(ownerA);
    const ad = await publish(advertiser, [a], "Acme Coffee");
    const requestId = await reject(ownerA, ad.id, "The logo is blurry");
    const before = (await get(ownerA, "/api/notifications")).json().unreadCount;

    const response = await post(advertiser, `/api/ads/${ad.id}/resubmit`, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ businessName: "Acme Coffee Roasters", description: edited.description });
    expect(response.json().stateCounts).toMatchObject({ awaitingReview: 1, rejected: 0 });
    expect((await get(advertiser, `/api/ads/${ad.id}/websites`)).json().items[0]).toMatchObject({
      requestId,
      reviewStatus: "pending",
      paymentStatus: "unpaid",
      rejectionReason: "The logo is blurry",
    });
    const review = (await get(ownerA, `/api/reviews/ads/${ad.id}`)).json();
    expect(review).toMatchObject({ businessName: "Acme Coffee Roasters" });
    expect(review.websites[0].reviewStatus).toBe("pending");
    const notifications = (await get(ownerA, "/api/notifications")).json();
    expect(notifications.unreadCount).toBe(before + 1);
    expect(notifications.notifications[0]).toMatchObject({
      type: "newPendingAd",
      businessName: "Acme Coffee Roasters",
      adId: ad.id,
    });
    // The owner can decide again.
    expect((await post(ownerA, `/api/reviews/requests/${requestId}/approve`)).statusCode).toBe(200);
  });

  it("refuses an ad with nothing rejected, bad details, and anyone else's ad, changing nothing", async () => {
    const a = await listing(ownerA);
    const ad = await publish(advertiser, [a], "Still Pending");
    const notRejected = await post(advertiser, `/api/ads/${ad.id}/resubmit`, edited);
    expect(notRejected.statusCode).toBe(409);
    expect(notRejected.json().message).toBe("Only an ad rejected on a website can be resubmitted.");

    await reject(ownerA, ad.id, "Wrong audience");
    const bad = await post(advertiser, `/api/ads/${ad.id}/resubmit`, { ...edited, businessName: " " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.businessName).toEqual(["This field is required"]);
    expect((await post(ownerB, `/api/ads/${ad.id}/resubmit`, edited)).statusCode).toBe(404);
    const unchanged = (await get(advertiser, `/api/ads/${ad.id}`)).json();
    expect(unchanged.businessName).toBe("Still Pending");
    expect(unchanged.stateCounts.rejected).toBe(1);
    expect(unchanged.rejectionReason).toBe("Wrong audience");
  });

  it("keeps an ad approved elsewhere as it is: unchanged it may go back, edited it may not", async () => {
    const a = await listing(ownerA);
    const b = await listing(ownerB);
    const ad = await publish(advertiser, [a, b], "Split Decision");
    expect((await post(ownerA, `/api/reviews/ads/${ad.id}/approve`)).statusCode).toBe(200);
    await reject(ownerB, ad.id, "Not this month");

    const edit = await post(advertiser, `/api/ads/${ad.id}/resubmit`, edited);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toContain("approved on another website");
    expect((await get(advertiser, `/api/ads/${ad.id}`)).json().businessName).toBe("Split Decision");

    const same = await post(advertiser, `/api/ads/${ad.id}/resubmit`, {
      businessName: "Split Decision",
      businessLink: "acme.example.com",
      businessLocation: "Kigali",
      description: "Fresh beans",
    });
    expect(same.statusCode).toBe(200);
    const states = Object.fromEntries(
      (await get(advertiser, `/api/ads/${ad.id}/websites`))
        .json()
        .items.map((w: { websiteId: string; reviewStatus: string }) => [w.websiteId, w.reviewStatus]),
    );
    expect(states).toEqual({ [a.websiteId]: "approved", [b.websiteId]: "pending" });
  });
});

describe("the owner's pending list (#29.5)", () => {
  it("pages the ads waiting for this owner newest first, counts them all, and leaves out answered ones and other owners'", async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const mine = await listing(owner, 10);
    const theirs = await listing(other, 10);
    const ids: string[] = [];
    for (const name of ["First", "Second", "Third"]) ids.push((await publish(advertiser, [mine], name)).id);
    await publish(advertiser, [theirs], "Elsewhere");
    const answered = await publish(advertiser, [mine], "Answered");
    const [request] = (await get(owner, `/api/reviews/ads/${answered.id}`)).json().websites;
    expect((await post(owner, `/api/reviews/requests/${request.requestId}/approve`)).statusCode).toBe(200);

    const first = (await get(owner, "/api/reviews/pending?limit=2")).json();
    expect(first.total).toBe(3);
    expect(first.ads.map((ad: { businessName: string }) => ad.businessName)).toEqual(["Third", "Second"]);
    const rest = (
      await get(owner, `/api/reviews/pending?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(rest.ads.map((ad: { businessName: string }) => ad.businessName)).toEqual(["First"]);
    expect(rest.nextCursor).toBeNull();
    expect((await get(owner, "/api/reviews/pending?cursor=nope")).statusCode).toBe(400);
  });
});
