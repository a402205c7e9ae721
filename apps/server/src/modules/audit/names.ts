import type { AuditSubject } from "@placard/shared/audit";
import { CONTENT_REASON_LABELS, type ContentReason } from "@placard/shared/trust";
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import type { auditLog } from "../../db/schema/audit.js";
import { user } from "../../db/schema/auth.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import { payments, withdrawals } from "../../db/schema/money.js";
import { supportMessages } from "../../db/schema/support.js";
import { adReports } from "../../db/schema/trust.js";

type AuditRow = typeof auditLog.$inferSelect;

/** What a page of the log needs beyond its rows: names of people and things, by id. */
export interface AuditNames {
  people: Map<string, string>;
  subjects: Map<string, AuditSubject>;
}

const key = (type: string, id: string) => `${type}:${id}`;
const personName = (row: { name: string; email: string }) => row.name.trim() || row.email;

/**
 * Names the people and records of one page of the log (#34.11), joined at read time: the
 * log keeps ids (it is append-only; names change), so each page asks for at most its own
 * ids — one query per kind of record, bounded by the page's size, never one per entry.
 * A record deleted since is left unnamed (the entry still shows its kind and id).
 */
export async function auditNames(executor: Executor, rows: AuditRow[]): Promise<AuditNames> {
  const idsOf = (type: string) => [
    ...new Set(rows.filter((row) => row.targetType === type).map((row) => row.targetId)),
  ];
  const peopleIds = [...new Set([...rows.map((row) => row.actorId), ...idsOf("user")])];
  const subjects = new Map<string, AuditSubject>();
  const people = new Map<string, string>();

  if (peopleIds.length > 0) {
    const found = await executor
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(inArray(user.id, peopleIds));
    for (const row of found) {
      people.set(row.id, personName(row));
      subjects.set(key("user", row.id), { name: personName(row), detail: row.email, href: `/admin/people/${row.id}` });
    }
  }
  const adIds = idsOf("ad");
  if (adIds.length > 0) {
    const found = await executor
      .select({ id: ads.id, businessName: ads.businessName })
      .from(ads)
      .where(inArray(ads.id, adIds));
    for (const row of found)
      subjects.set(key("ad", row.id), { name: row.businessName || "Untitled ad", detail: null, href: null });
  }
  const reportIds = idsOf("report");
  if (reportIds.length > 0) {
    const found = await executor
      .select({ id: adReports.id, reason: adReports.reason, businessName: ads.businessName })
      .from(adReports)
      .innerJoin(ads, eq(ads.id, adReports.adId))
      .where(inArray(adReports.id, reportIds));
    for (const row of found) {
      subjects.set(key("report", row.id), {
        name: `Report on ${row.businessName || "an untitled ad"}`,
        detail: CONTENT_REASON_LABELS[row.reason as ContentReason] ?? null,
        href: null,
      });
    }
  }
  const paymentIds = idsOf("payment");
  if (paymentIds.length > 0) {
    const found = await executor
      .select({ id: payments.id, txRef: payments.txRef, businessName: ads.businessName, websiteName: websites.name })
      .from(payments)
      .innerJoin(placementRequests, eq(placementRequests.id, payments.requestId))
      .innerJoin(ads, eq(ads.id, placementRequests.adId))
      .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
      .where(inArray(payments.id, paymentIds));
    for (const row of found) {
      subjects.set(key("payment", row.id), {
        name: `${row.businessName} on ${row.websiteName}`,
        detail: `Payment ${row.txRef}`,
        href: null,
      });
    }
  }
  const withdrawalIds = idsOf("withdrawal");
  if (withdrawalIds.length > 0) {
    const found = await executor
      .select({ id: withdrawals.id, phoneNumber: withdrawals.phoneNumber, name: user.name, email: user.email })
      .from(withdrawals)
      .innerJoin(user, eq(user.id, withdrawals.ownerId))
      .where(inArray(withdrawals.id, withdrawalIds));
    for (const row of found) {
      subjects.set(key("withdrawal", row.id), {
        name: `Payout to ${personName(row)}`,
        detail: row.phoneNumber,
        href: null,
      });
    }
  }
  const messageIds = idsOf("support_message");
  if (messageIds.length > 0) {
    const found = await executor
      .select({ id: supportMessages.id, subject: supportMessages.subject, name: user.name, email: user.email })
      .from(supportMessages)
      .innerJoin(user, eq(user.id, supportMessages.userId))
      .where(inArray(supportMessages.id, messageIds));
    for (const row of found) {
      subjects.set(key("support_message", row.id), {
        name: `“${row.subject}”`,
        detail: `From ${personName(row)}`,
        href: null,
      });
    }
  }
  return { people, subjects };
}

const cents = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? value : null);
const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const reasonLabel = (code: unknown) =>
  typeof code === "string" && code in CONTENT_REASON_LABELS ? CONTENT_REASON_LABELS[code as ContentReason] : null;

/**
 * An entry's money, catalog reason and note in words (#34.11), from what each action
 * records (its `reason` and `details`): a refund's amount, a take-down's refunds, a payout's
 * amount; a take-down's term or a dismissed report's reason by its label, never its code;
 * the operator's note, wherever the action keeps it.
 */
export function describeAction(row: AuditRow) {
  const details = row.details ?? {};
  switch (row.action) {
    case "ad.take_down":
      return {
        amountCents: cents(details.refundedCents) || null,
        reasonLabel: reasonLabel(row.reason),
        note: text(details.note),
      };
    case "report.dismiss":
      return { amountCents: null, reasonLabel: reasonLabel(details.reportReason), note: text(row.reason) };
    case "payment.refund":
      return { amountCents: cents(details.refundCents), reasonLabel: null, note: text(row.reason) };
    case "withdrawal.retry":
    case "withdrawal.cancel":
      return { amountCents: cents(details.amountCents), reasonLabel: null, note: text(row.reason) };
    default:
      return { amountCents: null, reasonLabel: null, note: text(row.reason) };
  }
}

export const subjectOf = (names: AuditNames, row: AuditRow) =>
  names.subjects.get(key(row.targetType, row.targetId)) ?? null;
