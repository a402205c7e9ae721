import type { AuditEntry } from "@placard/shared/audit";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema/money.js";
import { adReports } from "../../db/schema/trust.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { signUpOperator } from "../../test/operators.js";
import { payThroughSandbox } from "../../test/payments.js";

/**
 * #34.11: the audit log as the operator reads it — people and records by name (joined at
 * read time, a page at a time), the money each action moved, a catalog reason by its label,
 * and the operator's note — through GET /api/admin/audit.
 */
const t = useTestApp({ EARNINGS_HOLD_DAYS: "0", PLATFORM_FEE_PERCENT: "10" });
let advertiser: TestUser;
let owner: TestUser;
let operator: TestUser;

beforeAll(async () => {
  advertiser = await signUpUser(t.app, { firstName: "Grace", lastName: "Hopper" });
  owner = await signUpUser(t.app, { firstName: "Alan", lastName: "Turing" });
  operator = await signUpOperator(t.app);
});
const db = () => t.app.database.db;
const asOperator = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: operator.cookie }, ...(payload ? { payload } : {}) });

async function paidBooking(businessName: string) {
  const { request, website } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents: 4000, capacity: 2 }],
    state: "approved-unpaid",
    businessName,
  });
  const paid = await payThroughSandbox(t.app, advertiser, request.id);
  const [payment] = await db().select().from(payments).where(eq(payments.txRef, paid.txRef));
  if (!payment) throw new Error("no payment");
  return { request, website, payment };
}

describe("reading the audit log (#34.11)", () => {
  it("names people and records, and shows amounts, reason labels and notes", async () => {
    const refunded = await paidBooking("Acme Coffee");
    expect(
      (
        await asOperator("POST", `/api/admin/payments/${refunded.payment.id}/refund`, {
          amountCents: 1250,
          reason: "Shown a day late",
        })
      ).statusCode,
    ).toBe(200);

    const takenDown = await paidBooking("Miracle Cure Pills");
    const [report] = await db()
      .insert(adReports)
      .values({ adId: takenDown.request.adId, reason: "misleading", message: "Cures everything" })
      .returning();
    if (!report) throw new Error("no report");
    const other = await db().insert(adReports).values({ adId: refunded.request.adId, reason: "offensive" }).returning();
    const dismissed = await asOperator("POST", `/api/admin/reports/${other[0]?.id}/dismiss`, {
      note: "Nothing offensive in it",
    });
    expect(dismissed.statusCode).toBeLessThan(300);
    const down = await asOperator("POST", `/api/admin/ads/${takenDown.request.adId}/take-down`, {
      reason: "misleading",
      note: "Health claims without evidence",
    });
    expect(down.statusCode, down.body).toBe(200);
    const refundedCents = down.json().refundedCents as number;
    expect(refundedCents).toBeGreaterThan(0);
    const suspended = await asOperator("POST", `/api/admin/people/${owner.id}/suspend`, { reason: "Fake traffic" });
    expect(suspended.statusCode, suspended.body).toBeLessThan(300);

    const page = await asOperator("GET", "/api/admin/audit?limit=10");
    expect(page.statusCode).toBe(200);
    const entries = page.json().items as AuditEntry[];
    const of = (action: string) => entries.find((entry) => entry.action === action);
    const operatorName = `Ada Lovelace`;

    expect(of("user.suspend")).toMatchObject({
      actorName: operatorName,
      actorEmail: operator.email,
      subject: { name: "Alan Turing", detail: owner.email, href: `/admin/people/${owner.id}` },
      amountCents: null,
      reasonLabel: null,
      note: "Fake traffic",
    });
    expect(of("ad.take_down")).toMatchObject({
      subject: { name: "Miracle Cure Pills" },
      amountCents: refundedCents,
      reasonLabel: "Misleading content",
      note: "Health claims without evidence",
    });
    expect(of("report.dismiss")).toMatchObject({
      subject: { name: "Report on Acme Coffee", detail: "Offensive content" },
      reasonLabel: "Offensive content",
      note: "Nothing offensive in it",
    });
    expect(of("payment.refund")).toMatchObject({
      subject: { name: `Acme Coffee on ${refunded.website.name}`, detail: `Payment ${refunded.payment.txRef}` },
      amountCents: 1250,
      note: "Shown a day late",
    });
    // No raw code or bare id stands where a label or a name belongs.
    expect(JSON.stringify(entries.map(({ subject, reasonLabel }) => [subject, reasonLabel]))).not.toMatch(
      /misleading|offensive"/,
    );

    // Names are joined a page at a time: a page of one names its one entry, and the next page goes on.
    const first = await asOperator("GET", "/api/admin/audit?limit=1");
    expect(first.json().items).toMatchObject([{ action: "user.suspend", subject: { name: "Alan Turing" } }]);
    const second = await asOperator("GET", `/api/admin/audit?limit=1&cursor=${first.json().nextCursor}`);
    expect(second.json().items).toMatchObject([{ action: "ad.take_down", subject: { name: "Miracle Cure Pills" } }]);
  });

  it("shows a record deleted since by its kind and id, unnamed", async () => {
    const { recordAudit } = await import("./service.js");
    await recordAudit(db(), {
      actor: { id: "cli", email: "command line" },
      action: "operator.grant",
      targetType: "user",
      targetId: "gone-user",
    });
    const [entry] = (await asOperator("GET", "/api/admin/audit?limit=1")).json().items as AuditEntry[];
    expect(entry).toMatchObject({ actorName: null, actorEmail: "command line", targetId: "gone-user", subject: null });
  });
});
