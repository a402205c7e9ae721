import { eq } from "drizzle-orm";
import { afterEach } from "vitest";
import { placementRequests } from "../db/schema/campaigns.js";
import { useOwnerAndAdvertiser } from "./app-with-users.js";
import { type TestUser, createPlacementRequest, createRequestOnNewWebsite, signUpUser } from "./factories.js";
import { expectBalancedLedger, followReturn, sandboxCheckout } from "./payments.js";

export const DAY = 24 * 60 * 60 * 1000;
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The scheduled-booking tests' set-up (decision 0025): one app, an owner and an advertiser per
 * test file (built in beforeAll; `kit.t`, `kit.owner`, `kit.advertiser` are set then), the
 * ledger checked after each test, and what they do: pay with a start date, ask for
 * availability, fill a space until a day, approve a request, settle a checkout.
 */
export function schedulingTestKit() {
  const kit = useOwnerAndAdvertiser();
  afterEach(() => expectBalancedLedger(kit.t.app.database.db));

  const db = () => kit.t.app.database.db;
  const pay = (requestId: string, startDate?: string) =>
    kit.t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: { cookie: kit.advertiser.cookie },
      payload: { requestId, email: kit.advertiser.email, ...(startDate ? { startDate } : {}) },
    });
  const availability = async (requestId: string) =>
    (
      await kit.t.app.inject({
        method: "GET",
        url: `/api/payments/availability?requestId=${requestId}`,
        headers: { cookie: kit.advertiser.cookie },
      })
    ).json();

  /**
   * A space of `capacity` on a new website, with a paid booking (of `bookedBy`) running for
   * `endsInDays` more days (started 30 days before its end, or yesterday when it is longer).
   */
  async function spaceBookedUntil(capacity: number, endsInDays: number, bookedBy?: TestUser) {
    const { website, spaces, request } = await createRequestOnNewWebsite(kit.t.app, {
      owner: kit.owner,
      advertiserId: (bookedBy ?? (await signUpUser(kit.t.app))).id,
      spaces: [{ placementKey: "sidebar", priceCents: 2000, capacity }],
      state: "running",
    });
    const endsAt = new Date(Date.now() + endsInDays * DAY);
    await db()
      .update(placementRequests)
      .set({ startsAt: new Date(Math.min(endsAt.getTime() - 30 * DAY, Date.now() - DAY)), endsAt })
      .where(eq(placementRequests.id, request.id));
    const space = spaces[0];
    if (!space) throw new Error("no space");
    return { websiteId: website.id, spaceId: space.id, publicId: space.publicId, endsAt, requestId: request.id };
  }

  async function approvedRequestFor(target: { websiteId: string; spaceId: string }) {
    return createPlacementRequest(db(), {
      advertiserId: kit.advertiser.id,
      websiteId: target.websiteId,
      spaceIds: [target.spaceId],
      state: "approved-unpaid",
    });
  }

  async function settle(txRef: string) {
    return followReturn(kit.t.app, await sandboxCheckout(kit.t.app, txRef, "pay"));
  }

  return { kit, db, pay, availability, spaceBookedUntil, approvedRequestFor, settle };
}
