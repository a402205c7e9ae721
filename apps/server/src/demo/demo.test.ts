import { readdirSync } from "node:fs";
import path from "node:path";
import type { Ad, AdWebsite } from "@placard/shared/ads";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../db/client.js";
import { takeDownAd } from "../modules/content/service.js";
import { checkLedger, unbalancedTransactions } from "../modules/ledger/ledger.js";
import { TEST_ORIGIN, cookieHeader } from "../test/app.js";
import { useTestApp } from "../test/use-test-app.js";
import { DEMO_PASSWORD, PEOPLE } from "./catalogue-inventory.js";
import { DemoRefusedError, seedDemo } from "./seed.js";
import { type DemoSummary, describeRequest } from "./summary.js";

// Required verification (decision 0026): the demo's accounts still sign in, as confirmed.
const t = useTestApp({ EMAIL_VERIFICATION: "required" });
let summary: DemoSummary;

beforeAll(async () => {
  summary = await seedDemo(t.app);
}, 120_000);

const db = () => t.app.database.db;
const PNG_SIGNATURE = "89504e470d0a1a0a";

async function signIn(email: string, password = DEMO_PASSWORD) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
}

async function sessionOf(email: string) {
  const response = await signIn(email);
  expect(response.statusCode).toBe(200);
  return cookieHeader(response);
}

async function get(cookie: string, url: string) {
  const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

async function expectPng(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("image/png");
  expect(response.rawPayload.subarray(0, 8).toString("hex")).toBe(PNG_SIGNATURE);
}

const advertiserAds = async () =>
  (await get(await sessionOf("advertiser@demo.placard.test"), "/api/ads")).items as Ad[];

describe("the demo accounts", () => {
  it("exist and sign in with the documented password", async () => {
    expect(PEOPLE.map((person) => person.email)).toEqual(
      expect.arrayContaining(["publisher@demo.placard.test", "advertiser@demo.placard.test"]),
    );
    for (const person of PEOPLE) {
      expect(person.email).toMatch(/@demo\.placard\.test$/);
      const me = await get(await sessionOf(person.email), "/api/me");
      expect(me).toMatchObject({ email: person.email, firstName: person.firstName, lastName: person.lastName });
    }
    expect((await signIn("publisher@demo.placard.test", "wrong password")).statusCode).toBe(401);
    // The operator signs in too; the console waits for two-factor authentication (issue #16).
    const operator = await sessionOf("operator@demo.placard.test");
    expect((await t.app.inject({ url: "/api/admin/overview", headers: { cookie: operator } })).statusCode).toBe(404);
    // The people, and the operator.
    expect(summary.counts.accounts).toBe(PEOPLE.length + 1);
  });
});

describe("the main advertiser", () => {
  it("has campaigns in every state, each with a stored PNG creative", async () => {
    const ads = await advertiserAds();
    const cookie = await sessionOf("advertiser@demo.placard.test");
    const websites = (
      await Promise.all(ads.map(async (ad) => (await get(cookie, `/api/ads/${ad.id}/websites`)).items as AdWebsite[]))
    ).flat();
    const states = new Set(websites.map((website) => describeRequest(website)));
    expect([...states].sort()).toEqual(
      ["approved, awaiting payment", "ended", "paid and running", "pending review", "rejected"].sort(),
    );
    expect(new Set(ads.map((ad) => ad.campaignStatus))).toEqual(new Set(["Active", "Partially Active", "Pending"]));
    const rejected = websites.find((website) => website.reviewStatus === "rejected");
    expect(rejected?.rejectionReason).toMatch(/healthy products/);
    for (const ad of ads) {
      expect(ad.creative).toMatchObject({ kind: "image", mime: "image/png" });
      await expectPng(ad.creative?.url ?? "");
    }
  });

  it("has an ad in progress to resume, with websites chosen and no spaces yet", async () => {
    const draft = await get(await sessionOf("advertiser@demo.placard.test"), "/api/ads/drafts/current");
    expect(draft).toMatchObject({ businessName: "Zanzibar Spice Market", selectedSpaceIds: [] });
    expect(draft.selectedWebsiteIds).toHaveLength(2);
    await expectPng(draft.creative.url);
  });
});

describe("the main publisher", () => {
  it("has websites with logos and bookable spaces, and ads waiting for review", async () => {
    const cookie = await sessionOf("publisher@demo.placard.test");
    const { items: websites } = await get(cookie, "/api/websites");
    expect(websites.map((website: { name: string }) => website.name).sort()).toEqual([
      "Nairobi Food Diaries",
      "Savannah Travel Notes",
    ]);
    for (const website of websites) {
      await expectPng(website.logoUrl);
      const { spaces } = await get(cookie, `/api/websites/${website.id}/spaces`);
      expect(spaces.length).toBeGreaterThanOrEqual(3);
      for (const space of spaces) {
        expect(space.priceCents).toBeGreaterThan(0);
        expect(space.capacity).toBeGreaterThan(0);
      }
    }
    const pending = (await get(cookie, "/api/reviews/pending")).ads.map((ad: Ad) => ad.businessName);
    expect(pending).toEqual(expect.arrayContaining(["Maasai Beadwork Collective", "Zawadi Bakery"]));
    const referrals = await get(cookie, "/api/referrals");
    expect(referrals).toMatchObject({ totalReferrals: 1, qualifiedReferrals: 1 });
  });

  it("has earnings held and available, and one completed withdrawal", async () => {
    const cookie = await sessionOf("publisher@demo.placard.test");
    const wallet = await get(cookie, "/api/wallet");
    expect(wallet.heldCents).toBeGreaterThan(0);
    expect(wallet.availableCents).toBeGreaterThan(0);
    const { items: transactions } = await get(cookie, "/api/wallet/transactions?limit=200");
    const types = new Set(transactions.map((item: { type: string }) => item.type));
    expect([...types]).toEqual(expect.arrayContaining(["earning", "release", "withdrawal"]));
    const withdrawals = await selectRows<{ status: string }>(db(), sql`select status from withdrawals`);
    expect(withdrawals).toEqual([{ status: "completed" }]);
  });
});

describe("trust and safety", () => {
  it("has a reader's open report of a running ad, for /admin/reports", async () => {
    const reports = await selectRows<{ status: string; reason: string; business_name: string }>(
      db(),
      sql`select r.status, r.reason, a.business_name from ad_reports r join ads a on a.id = r.ad_id`,
    );
    expect(reports).toEqual([{ status: "open", reason: "misleading", business_name: expect.any(String) }]);
  });
});

describe("views and clicks", () => {
  it("are counted over the running campaign's days, and the reports return them", async () => {
    const cookie = await sessionOf("advertiser@demo.placard.test");
    const ad = (await advertiserAds()).find((item) => item.businessName === "Kilimanjaro Coffee Roasters");
    expect(ad?.campaignStatus).toBe("Active");
    const stats = await get(cookie, `/api/ads/${ad?.id}/stats`);
    expect(stats.views).toBeGreaterThan(1000);
    expect(stats.clicks).toBeGreaterThan(0);
    expect(stats.views).toBe(ad?.views);
    expect(stats.websites).toHaveLength(2);
    expect(stats.daily.length).toBeGreaterThanOrEqual(10);
    const days = stats.daily.map((day: { day: string }) => Date.parse(day.day));
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThanOrEqual(9 * 24 * 60 * 60 * 1000);

    const owner = await sessionOf("publisher@demo.placard.test");
    const { items: websites } = await get(owner, "/api/websites");
    const diaries = websites.find((website: { name: string }) => website.name === "Nairobi Food Diaries");
    expect(diaries.status).toBe("verified");
    expect((await get(owner, `/api/websites/${diaries.id}/stats`)).views).toBeGreaterThan(0);
    expect(summary.counts.views).toBeGreaterThan(stats.views);

    // Reach (decision 0059): the same views by country, device and page.
    const sum = (items: { views: number }[]) => items.reduce((total, item) => total + item.views, 0);
    for (const dimension of ["country", "device", "page"]) {
      const reach = await get(cookie, `/api/ads/${ad?.id}/reach?dimension=${dimension}&limit=200`);
      expect(reach.items.length).toBeGreaterThan(2);
      expect(sum(reach.items)).toBe(stats.views);
    }
    const pages = await get(owner, `/api/websites/${diaries.id}/reach?dimension=page`);
    expect(pages.items.map((item: { value: string }) => item.value)).toContain("/");
  });
});

describe("money", () => {
  it("is as the app would have written it: the ledger check passes on the back-dated story", async () => {
    const check = await checkLedger(db());
    expect(check.aggregates).toEqual([]);
    expect(check.mismatched).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it("gives each receipt the period its payment bought, and releases earnings when their hold ended", async () => {
    const rows = await selectRows<{ paid: string; from: string; until: string; ends: string; released: string | null }>(
      db(),
      sql`select p.confirmed_at::text as paid, p.booked_from::text as from, p.booked_until::text as until,
          pr.ends_at::text as ends,
          (select min(created_at)::text from ledger_entries where transaction_key = 'release:' || p.id) as released
        from payments p join placement_requests pr on pr.id = p.request_id where p.status = 'succeeded'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const DAY = 86_400_000;
    for (const row of rows) {
      // Paid and started at once, for 30 days, ending when the booking ends (the story's dates, not today's).
      expect(Math.abs(Date.parse(row.from) - Date.parse(row.paid))).toBeLessThan(60_000);
      expect(Date.parse(row.until) - Date.parse(row.from)).toBe(30 * DAY);
      expect(row.until).toBe(row.ends);
      if (Date.parse(row.paid) < Date.now() - 30 * DAY) {
        expect(Math.abs(Date.parse(row.released ?? "") - (Date.parse(row.paid) + 30 * DAY))).toBeLessThan(60_000);
      }
    }
    // The advertiser's receipt of the ad paid 45 days ago: that booking's period, ended 15 days ago.
    const cookie = await sessionOf("advertiser@demo.placard.test");
    const receipts = (await get(cookie, "/api/receipts")).items as { paymentId: string; paidAt: string }[];
    const oldest = receipts.reduce((a, b) => (a.paidAt < b.paidAt ? a : b));
    const receipt = await get(cookie, `/api/receipts/${oldest.paymentId}`);
    expect(receipt.periodStart.slice(0, 10)).toBe(receipt.paidAt.slice(0, 10));
    expect(Date.parse(receipt.periodEnd)).toBeLessThan(Date.now() - 14 * DAY);
  });

  it("moved only through the ledger, and every movement sums to zero", async () => {
    expect(await unbalancedTransactions(db())).toEqual([]);
    expect(summary.unbalancedTransactions).toBe(0);
    const [paid] = await selectRows<{ paid: number; ledger: number }>(
      db(),
      sql`select (select coalesce(sum(amount_cents), 0)::int from payments where status = 'succeeded') as paid,
        (select coalesce(-sum(amount_cents), 0)::int from ledger_entries where account = 'advertiser') as ledger`,
    );
    expect(paid?.paid).toBeGreaterThan(0);
    expect(paid?.ledger).toBe(paid?.paid);
  });
});

/** A fingerprint of every table's content and of the stored media files. */
async function snapshot() {
  const tables = await selectRows<{ name: string }>(
    db(),
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const digests: Record<string, string | null> = {};
  for (const { name } of tables) {
    const [row] = await selectRows<{ digest: string | null }>(
      db(),
      sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(name)} t`,
    );
    digests[name] = row?.digest ?? null;
  }
  const media = path.join(t.dataDir, "media");
  return { digests, media: readdirSync(media, { recursive: true }).map(String).sort() };
}

describe("a second run", () => {
  it("refuses and changes nothing", async () => {
    const before = await snapshot();
    await expect(seedDemo(t.app)).rejects.toThrow(DemoRefusedError);
    await expect(seedDemo(t.app)).rejects.toThrow(/already has 7 account/);
    expect(await snapshot()).toEqual(before);
  });
});

describe("taking down a demo ad", () => {
  it("refunds only the days its bookings have left", async () => {
    const [running] = await selectRows<{ ad_id: string }>(
      db(),
      sql`select pr.ad_id from payments p join placement_requests pr on pr.id = p.request_id
        where p.status = 'succeeded' and p.booked_from < now() - interval '15 days' and p.booked_until > now()
        order by p.booked_from limit 1`,
    );
    if (!running) throw new Error("the demo has no booking running for more than 15 days");
    const bookings = await selectRows<{ amount: number; until: string }>(
      db(),
      sql`select p.amount_cents as amount, p.booked_until::text as until
        from payments p join placement_requests pr on pr.id = p.request_id
        where pr.ad_id = ${running.ad_id} and p.status = 'succeeded' and p.booked_until > now()`,
    );
    const [operator] = await selectRows<{ id: string; email: string }>(
      db(),
      sql`select id, email from users where email = 'operator@demo.placard.test'`,
    );
    const unused = (booking: { amount: number; until: string }) =>
      Math.floor((booking.amount * Math.floor((Date.parse(booking.until) - Date.now()) / 86_400_000)) / 30);
    const paid = bookings.reduce((sum, booking) => sum + booking.amount, 0);
    const { result } = await takeDownAd(db(), operator ?? { id: "", email: "" }, running.ad_id, {
      reason: "misleading",
      note: "",
    });
    expect(result.refundedCents).toBe(bookings.reduce((sum, booking) => sum + unused(booking), 0));
    expect(result.refundedCents).toBeLessThan(paid / 2);
    expect((await checkLedger(db())).ok).toBe(true);
  });
});
