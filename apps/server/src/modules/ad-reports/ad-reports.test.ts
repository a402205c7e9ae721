import { serveHtmlPath, SERVE_SPACES_PATH } from "@placard/shared/delivery";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.js";
import { placementRequests } from "../../db/schema/campaigns.js";
import { adReports } from "../../db/schema/trust.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { signUpOperator } from "../../test/operators.js";

const t = useTestApp();
let owner: TestUser;
let advertiser: TestUser;
let operator: TestUser;
let adId: string;
let publicId: string;

beforeAll(async () => {
  [owner, advertiser] = [await signUpUser(t.app), await signUpUser(t.app)];
  operator = await signUpOperator(t.app);
  const { request, spaces } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents: 1500, capacity: 2 }],
    state: "running",
    businessName: "Too Good To Be True",
  });
  adId = request.adId;
  publicId = spaces[0]?.publicId ?? "";
  t.app.delivery.touch({ requestIds: [request.id] });
  await t.app.delivery.cache.settled();
});

let address = 0;
const report = (payload: Record<string, unknown>, remoteAddress = `198.51.100.${++address}`) =>
  t.app.inject({ method: "POST", url: "/api/ad-reports", payload, remoteAddress });
const rows = () => t.app.database.db.select().from(adReports).where(eq(adReports.adId, adId));

describe("'Report this ad' in served ads", () => {
  it("is a link to Placard's report page for the ad, in the embed's answer and the server-rendered HTML", async () => {
    const decision = await t.app.inject({ method: "GET", url: `${SERVE_SPACES_PATH}?ids=${publicId}` });
    const [ad] = decision.json().spaces[publicId].ads;
    expect(ad.reportUrl).toBe(`http://localhost:3000/report/${adId}?space=${publicId}`);
    const html = await t.app.inject({ method: "GET", url: serveHtmlPath(publicId) });
    expect(html.body).toContain(
      `<a class="placard-ad-report" href="http://localhost:3000/report/${adId}?space=${publicId}" rel="nofollow noopener" target="_blank">Report this ad</a>`,
    );
  });
});

describe("POST /api/ad-reports (no account)", () => {
  it("names the ad for the report page, and 404s an ad that is not served here", async () => {
    const ad = await t.app.inject({ method: "GET", url: `/api/ad-reports/ads/${adId}` });
    expect(ad.json()).toEqual({ adId, businessName: "Too Good To Be True" });
    expect((await t.app.inject({ method: "GET", url: "/api/ad-reports/ads/nope" })).statusCode).toBe(404);
  });

  it("queues a signed-out reader's report with the space it was seen in", async () => {
    const response = await report({ adId, space: publicId, reason: "misleading", message: "  Fake prices  " });
    expect(response.statusCode).toBe(201);
    expect(await rows()).toMatchObject([{ reason: "misleading", message: "Fake prices", status: "open" }]);
    expect((await rows())[0]?.spaceId).not.toBeNull();
  });

  it("refuses an unknown ad, an unknown reason and a long message, storing nothing", async () => {
    const before = (await rows()).length;
    expect((await report({ adId: "nope", reason: "misleading" })).statusCode).toBe(404);
    const badReason = await report({ adId, reason: "boring" });
    expect(badReason.statusCode).toBe(400);
    expect(Object.keys(badReason.json().details.fields)).toEqual(["reason"]);
    expect((await report({ adId, reason: "other", message: "x".repeat(1001) })).statusCode).toBe(400);
    expect((await rows()).length).toBe(before);
  });

  it("refuses a post from another site's page (decision 0017: the form is on Placard's own page)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/ad-reports",
      headers: { origin: "https://publisher.example" },
      payload: { adId, reason: "offensive" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers 429 after 5 reports a minute from one address", async () => {
    const remoteAddress = "198.51.100.250";
    for (let i = 0; i < 5; i++)
      expect((await report({ adId, reason: "offensive" }, remoteAddress)).statusCode).toBe(201);
    const limited = await report({ adId, reason: "offensive" }, remoteAddress);
    expect(limited.statusCode).toBe(429);
  });
});

describe("only an ad being served is shown or reported (issue #29)", () => {
  const DAY = 86_400_000;
  const notServed = async (
    state: "pending" | "approved-unpaid" | "rejected" | "expired" | "scheduled",
  ): Promise<string> => {
    const { request } = await createRequestOnNewWebsite(t.app, {
      owner,
      advertiserId: advertiser.id,
      spaces: [{ placementKey: "sidebar", priceCents: 1500, capacity: 2 }],
      state: state === "scheduled" ? "running" : state,
      businessName: `Secret ${state} business`,
    });
    if (state === "scheduled") {
      const startsAt = new Date(Date.now() + 2 * DAY);
      await t.app.database.db
        .update(placementRequests)
        .set({ startsAt, endsAt: new Date(startsAt.getTime() + 30 * DAY) })
        .where(eq(placementRequests.id, request.id));
    }
    return request.adId;
  };

  it("answers pending, unpaid, rejected, scheduled and ended ads 404 exactly as a missing id, to anyone", async () => {
    const stranger = await signUpUser(t.app);
    const missing = await t.app.inject({ method: "GET", url: "/api/ad-reports/ads/nope" });
    expect(missing.statusCode).toBe(404);
    for (const state of ["pending", "approved-unpaid", "rejected", "scheduled", "expired"] as const) {
      const id = await notServed(state);
      for (const headers of [{}, { cookie: stranger.cookie }, { cookie: advertiser.cookie }]) {
        const shown = await t.app.inject({ method: "GET", url: `/api/ad-reports/ads/${id}`, headers });
        expect({ state, status: shown.statusCode, body: shown.json() }).toEqual({
          state,
          status: 404,
          body: missing.json(),
        });
        expect(shown.body).not.toContain("Secret");
      }
      const reported = await report({ adId: id, reason: "misleading" });
      expect({ state, status: reported.statusCode }).toEqual({ state, status: 404 });
    }
  });

  it("shows and accepts reports of the served ad", async () => {
    const shown = await t.app.inject({ method: "GET", url: `/api/ad-reports/ads/${adId}` });
    expect(shown.json()).toEqual({ adId, businessName: "Too Good To Be True" });
    expect((await report({ adId, reason: "offensive" })).statusCode).toBe(201);
  });
});

describe("/api/admin/reports", () => {
  it("lists open reports with the ad and website; dismissing one leaves the queue and is audited", async () => {
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/reports?limit=2",
      headers: { cookie: operator.cookie },
    });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    expect(page.items[0]).toMatchObject({
      ad: { id: adId, businessName: "Too Good To Be True", takenDown: false },
      status: "open",
    });

    const first = page.items[0].id as string;
    const dismissed = await t.app.inject({
      method: "POST",
      url: `/api/admin/reports/${first}/dismiss`,
      headers: { cookie: operator.cookie },
      payload: { note: "Prices checked" },
    });
    expect(dismissed.statusCode).toBe(204);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/admin/reports/${first}/dismiss`,
      headers: { cookie: operator.cookie },
      payload: {},
    });
    expect(again.statusCode).toBe(404);
    const [audit] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.targetId, first));
    expect(audit).toMatchObject({ actorId: operator.id, action: "report.dismiss", reason: "Prices checked" });
  });

  it("taking the ad down closes its open reports", async () => {
    const takeDown = await t.app.inject({
      method: "POST",
      url: `/api/admin/ads/${adId}/take-down`,
      headers: { cookie: operator.cookie },
      payload: { reason: "misleading", note: "Reported by readers" },
    });
    expect(takeDown.statusCode).toBe(200);
    expect(takeDown.json().closedReports).toBeGreaterThan(0);
    expect((await rows()).filter((row) => row.status === "open")).toEqual([]);
    // Reports of a taken-down ad are refused: it is no longer served.
    expect((await report({ adId, reason: "offensive" })).statusCode).toBe(404);
    await t.app.delivery.cache.settled();
    const decision = await t.app.inject({ method: "GET", url: `${SERVE_SPACES_PATH}?ids=${publicId}` });
    expect(decision.json().spaces[publicId].ads).toEqual([]);
  });
});
