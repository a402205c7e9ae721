import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openBackupSocket, requestCommand } from "../../backup/socket.js";
import { auditLog } from "../../db/schema/audit.js";
import { session, user } from "../../db/schema/auth.js";
import { ads } from "../../db/schema/campaigns.js";
import { payments, withdrawals } from "../../db/schema/money.js";
import { SUSPENDED_MESSAGE } from "../../lib/auth.js";
import { cookieHeader } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import {
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
  type TestUser,
} from "../../test/factories.js";
import { expectBalancedLedger, payThroughSandbox } from "../../test/payments.js";
import { type TwoFactorUser, signUpOperator } from "../../test/totp.js";
import { SUSPENDED_PAYOUT_RECHECK_MS } from "../wallet/withdrawals.js";
import { setOperatorRole } from "./operators.js";

const OPERATOR = "operator@example.test";
// Earnings withdrawable at once, so a suspended owner can have a payout waiting.
const t = useTestApp({ ADMIN_EMAILS: OPERATOR, EARNINGS_HOLD_DAYS: "0" });
let operator: TwoFactorUser;
let owner: TestUser;
let advertiser: TestUser;
let otherOwner: TestUser;

beforeAll(async () => {
  operator = await signUpOperator(t.app, OPERATOR);
  owner = await signUpUser(t.app);
  advertiser = await signUpUser(t.app);
  otherOwner = await signUpUser(t.app);
});

const db = () => t.app.database.db;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** A space of `spaceOwner` with a paid, running booking of a new ad of the advertiser. */
async function servedAd(spaceOwner: TestUser, businessName: string) {
  const website = await createWebsite(t.app, spaceOwner);
  const [space] = await createSpaces(t.app, spaceOwner, website.id, [
    { placementKey: "sidebar", priceCents: 2000, capacity: 2 },
  ]);
  if (!space) throw new Error("no space");
  const request = await createPlacementRequest(db(), {
    advertiserId: advertiser.id,
    websiteId: website.id,
    spaceIds: [space.id],
    state: "approved-unpaid",
  });
  await db()
    .update(ads)
    .set({ businessName, businessLink: "https://acme.example.com", description: "Fresh beans" })
    .where(eq(ads.id, request.adId));
  expect((await payThroughSandbox(t.app, advertiser, request.id)).result.status).toBe("success");
  await t.app.delivery.cache.settled();
  return Object.assign(space, { requestId: request.id });
}

async function served(publicIds: string[]) {
  await t.app.delivery.cache.settled();
  const response = await t.app.inject({
    url: `/serve/v1/spaces?ids=${publicIds.join(",")}`,
    headers: { "user-agent": BROWSER },
  });
  expect(response.statusCode).toBe(200);
  return response.json().spaces as Record<string, { ads: { businessName: string }[] }>;
}

const signIn = (who: TestUser) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email: who.email, password: who.password },
  });

const act = (verb: "suspend" | "reinstate", who: TestUser, payload: object = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/people/${who.id}/${verb}`,
    headers: { cookie: operator.cookie },
    payload,
  });

describe("suspending an account", () => {
  it("signs them out, refuses sign-in with the message, stops their ads and spaces, and reinstating undoes it", async () => {
    const ownersSpace = await servedAd(owner, "On the owner's space");
    const othersSpace = await servedAd(otherOwner, "On another owner's space");
    expect((await served([ownersSpace.publicId]))[ownersSpace.publicId]?.ads).toHaveLength(1);

    // The advertiser is suspended: its ads leave every space; the spaces stay.
    const suspended = await act("suspend", advertiser, { reason: "Misleading health claims" });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ isSuspended: true, suspendedReason: "Misleading health claims" });
    expect(await db().select().from(session).where(eq(session.userId, advertiser.id))).toEqual([]);
    expect((await t.app.inject({ url: "/api/me", headers: { cookie: advertiser.cookie } })).statusCode).toBe(401);
    const refused = await signIn(advertiser);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "forbidden", message: SUSPENDED_MESSAGE });
    let spaces = await served([ownersSpace.publicId, othersSpace.publicId]);
    expect(spaces[ownersSpace.publicId]?.ads).toEqual([]);
    expect(spaces[othersSpace.publicId]?.ads).toEqual([]);

    // Suspending again is a conflict; the audit log has one line with the reason.
    expect((await act("suspend", advertiser, { reason: "Again" })).statusCode).toBe(409);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, advertiser.id), eq(auditLog.action, "user.suspend")));
    expect(audit).toMatchObject([{ actorId: operator.id, actorEmail: OPERATOR, reason: "Misleading health claims" }]);

    // An owner suspended: their website's spaces stop serving altogether.
    expect((await act("suspend", otherOwner, { reason: "Spam site" })).statusCode).toBe(200);
    spaces = await served([ownersSpace.publicId, othersSpace.publicId]);
    expect(Object.keys(spaces)).toEqual([ownersSpace.publicId]);

    // Reinstated: sign-in works, the ads and spaces serve again.
    expect((await act("reinstate", advertiser)).json()).toMatchObject({ isSuspended: false, suspendedReason: null });
    expect((await act("reinstate", otherOwner)).statusCode).toBe(200);
    const back = await signIn(advertiser);
    expect(back.statusCode).toBe(200);
    advertiser.cookie = cookieHeader(back);
    spaces = await served([ownersSpace.publicId, othersSpace.publicId]);
    expect(spaces[ownersSpace.publicId]?.ads.map((ad) => ad.businessName)).toEqual(["On the owner's space"]);
    expect(spaces[othersSpace.publicId]?.ads.map((ad) => ad.businessName)).toEqual(["On another owner's space"]);
    await expectBalancedLedger(db());
  });
});

describe("a suspended owner's withdrawals", () => {
  it("wait unsent while they are suspended and go out once reinstated", async () => {
    const payee = await signUpUser(t.app);
    const space = await servedAd(payee, "Paid to the payee");
    const [payment] = await db().select().from(payments).where(eq(payments.requestId, space.requestId));
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/wallet/withdrawals",
      headers: { cookie: payee.cookie },
      payload: { paymentId: payment?.id, amountCents: 1000, phoneNumber: "+254712345678" },
    });
    expect(asked.statusCode).toBe(201);
    expect((await act("suspend", payee, { reason: "Fraud under review" })).statusCode).toBe(200);
    await t.app.jobs.runDue({ kinds: ["send-payout"] });
    const waiting = await db().select().from(withdrawals).where(eq(withdrawals.id, asked.json().id));
    expect(waiting[0]).toMatchObject({ status: "pending", providerTransferId: null });

    expect((await act("reinstate", payee)).statusCode).toBe(200);
    const later = Date.now() + SUSPENDED_PAYOUT_RECHECK_MS + 60_000;
    await t.app.jobs.runDue({ kinds: ["send-payout"], now: new Date(later) });
    await t.app.jobs.runDue({ kinds: ["send-payout"], now: new Date(later + 60_000) });
    const [sent] = await db().select().from(withdrawals).where(eq(withdrawals.id, asked.json().id));
    expect(sent?.providerTransferId).not.toBeNull();
    await expectBalancedLedger(db());
  });
});

describe("npm run admin -- grant|revoke", () => {
  it("changes the role through the running server's socket, and revoking ends the sessions", async () => {
    const someone = await signUpUser(t.app);
    const dataDir = mkdtempSync(path.join(tmpdir(), "placard-admin-"));
    const driver = t.app.database.driver;
    if (driver.kind !== "pglite") return; // the socket serves the embedded database only
    const socket = await openBackupSocket(
      dataDir,
      driver.client,
      { warn: () => {}, info: () => {} },
      {
        "set-role": (request) => setOperatorRole(db(), String(request.email), request.grant === true),
      },
    );
    try {
      expect(
        await requestCommand(dataDir, { op: "set-role", email: someone.email.toUpperCase(), grant: true }),
      ).toEqual({
        ok: true,
        email: someone.email,
        changed: true,
      });
      expect((await db().select({ role: user.role }).from(user).where(eq(user.id, someone.id)))[0]?.role).toBe("admin");
      expect(await requestCommand(dataDir, { op: "set-role", email: someone.email, grant: true })).toMatchObject({
        changed: false,
      });
      expect(await requestCommand(dataDir, { op: "set-role", email: someone.email, grant: false })).toMatchObject({
        changed: true,
      });
      expect((await db().select({ role: user.role }).from(user).where(eq(user.id, someone.id)))[0]?.role).toBe("user");
      expect(await db().select().from(session).where(eq(session.userId, someone.id))).toEqual([]);
      const logged = await db().select().from(auditLog).where(eq(auditLog.targetId, someone.id)).orderBy(auditLog.id);
      expect(logged.map((line) => [line.actorId, line.action])).toEqual([
        ["cli", "operator.grant"],
        ["cli", "operator.revoke"],
      ]);
      expect(await requestCommand(dataDir, { op: "set-role", email: "nobody@example.test", grant: true })).toEqual({
        ok: false,
        message: "No account has the email nobody@example.test.",
      });
    } finally {
      await socket?.close();
    }
    expect(await requestCommand(dataDir, { op: "set-role", email: someone.email, grant: true })).toBeNull();
  });
});
