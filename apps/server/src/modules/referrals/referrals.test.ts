import { REFERRAL_CODE_ALPHABET } from "@placard/shared/referrals";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { referrals } from "../../db/schema/referrals.js";
import { TEST_ORIGIN } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createSpaces, createWebsite, signUpUser, userInput } from "../../test/factories.js";
import { recordReferral } from "./service.js";

const t = useTestApp();
let referrer: TestUser;
let code: string;

beforeAll(async () => {
  referrer = await signUpUser(t.app);
  code = (await info(referrer)).code;
});

async function info(user: TestUser) {
  const response = await t.app.inject({ method: "GET", url: "/api/referrals", headers: { cookie: user.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const referralRows = (referredUserId: string) =>
  t.app.database.db.select().from(referrals).where(eq(referrals.referredUserId, referredUserId));

describe("referral codes", () => {
  it("are 8 characters of the unambiguous alphabet, made once per user", async () => {
    expect(code).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect((await info(referrer)).code).toBe(code);
    const other = await signUpUser(t.app);
    expect((await info(other)).code).not.toBe(code);
  });
});

describe("the referrer's list", () => {
  it("pages by cursor while the totals count every referral", async () => {
    const host = await signUpUser(t.app);
    const hostCode = (await info(host)).code;
    for (const firstName of ["Ama", "Baraka", "Chege"]) await signUpUser(t.app, { ref: hostCode, firstName });
    const page = async (query: string) =>
      (await t.app.inject({ method: "GET", url: `/api/referrals?${query}`, headers: { cookie: host.cookie } })).json();
    const first = await page("limit=2");
    expect(first).toMatchObject({ totalReferrals: 3, qualifiedReferrals: 0 });
    expect(first.referrals.map((r: { userDetails: { firstName: string } }) => r.userDetails.firstName)).toEqual([
      "Chege",
      "Baraka",
    ]);
    const second = await page(`limit=2&cursor=${first.nextCursor}`);
    expect(second.referrals.map((r: { userDetails: { firstName: string } }) => r.userDetails.firstName)).toEqual([
      "Ama",
    ]);
    expect(second).toMatchObject({ totalReferrals: 3, nextCursor: null });
  });
});

describe("attribution at sign-up", () => {
  it("records the referral the server decides on, with the email masked for the referrer", async () => {
    const referred = await signUpUser(t.app, { ref: code, firstName: "Bea", lastName: "Umutoni" });
    const rows = await referralRows(referred.id);
    expect(rows).toMatchObject([{ referrerId: referrer.id, status: "pending", code }]);
    expect((await info(referred)).isReferred).toBe(true);
    const listed = (await info(referrer)).referrals.find(
      (r: { userDetails: { firstName: string } }) => r.userDetails.firstName === "Bea",
    );
    expect(listed.userDetails.email).toMatch(/^us\*\*\*@example\.com$/);
    expect(listed.status).toBe("pending");
  });

  it("ignores an unknown code and never blocks the sign-up", async () => {
    const referred = await signUpUser(t.app, { ref: "NOSUCH99" });
    expect(await referralRows(referred.id)).toEqual([]);
  });

  it("ignores self-referral, and keeps the first referrer of a user", async () => {
    const someone = await signUpUser(t.app);
    const theirCode = (await info(someone)).code;
    await recordReferral(t.app.database.db, t.app.log, someone.id, theirCode);
    expect(await referralRows(someone.id)).toEqual([]);

    const referred = await signUpUser(t.app, { ref: code });
    await recordReferral(t.app.database.db, t.app.log, referred.id, theirCode);
    expect(await referralRows(referred.id)).toMatchObject([{ referrerId: referrer.id }]);
  });

  it("records one correct referral for each of two simultaneous sign-ups with the same code", async () => {
    const [a, b] = await Promise.all([signUpUser(t.app, { ref: code }), signUpUser(t.app, { ref: code })]);
    for (const user of [a, b])
      expect(await referralRows(user.id)).toMatchObject([{ referrerId: referrer.id, referredUserId: user.id }]);
  });

  it("takes the code from the cookie /sign-up?ref= left, for sign-ups that carry no body ref", async () => {
    const input = userInput();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: TEST_ORIGIN, cookie: `placard_ref=${code}` },
      payload: input,
    });
    expect(response.statusCode).toBe(200);
    expect(await referralRows(response.json().user.id)).toMatchObject([{ referrerId: referrer.id }]);
  });
});

describe("qualification", () => {
  it("happens when the referred user creates a website with a space, and the referrer is told", async () => {
    const referred = await signUpUser(t.app, { ref: code, firstName: "Chris" });
    const website = await createWebsite(t.app, referred, { name: "Chris Blog" });
    expect((await referralRows(referred.id))[0]?.status).toBe("pending");
    await createSpaces(t.app, referred, website.id, [{ placementKey: "sidebar" }]);
    expect((await referralRows(referred.id))[0]?.status).toBe("qualified");

    const listed = (await info(referrer)).referrals.find(
      (r: { userDetails: { firstName: string } }) => r.userDetails.firstName === "Chris",
    );
    expect(listed).toMatchObject({
      status: "qualified",
      websiteDetails: [{ websiteName: "Chris Blog" }],
      websitesCount: 1,
      categoryDetails: [{ categoryName: "Sidebar" }],
      categoriesCount: 1,
    });
    const notifications = (
      await t.app.inject({ method: "GET", url: "/api/notifications", headers: { cookie: referrer.cookie } })
    ).json();
    expect(notifications.notifications[0]).toMatchObject({ type: "referralQualified", adId: null });
    expect((await info(referrer)).qualifiedReferrals).toBeGreaterThanOrEqual(1);
  });

  it("names a busy owner's first five websites and spaces and counts the rest (#29.5)", async () => {
    const host = await signUpUser(t.app);
    const hostCode = (await info(host)).code;
    const busy = await signUpUser(t.app, { ref: hostCode, firstName: "Busy" });
    for (let n = 1; n <= 7; n += 1) {
      const website = await createWebsite(t.app, busy, { name: `Site ${n}` });
      if (n <= 2) {
        await createSpaces(t.app, busy, website.id, [
          { placementKey: "sidebar" },
          { placementKey: "bottom" },
          { placementKey: "HeaderPic" },
          { placementKey: "inFeed" },
        ]);
      }
    }
    const [listed] = (await info(host)).referrals;
    expect(listed.websiteDetails.map((w: { websiteName: string }) => w.websiteName)).toEqual([
      "Site 1",
      "Site 2",
      "Site 3",
      "Site 4",
      "Site 5",
    ]);
    expect(listed).toMatchObject({ websitesCount: 7, categoriesCount: 8 });
    expect(listed.categoryDetails).toHaveLength(5);
  });
});
