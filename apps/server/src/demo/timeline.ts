import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";

/**
 * The demo tells a story over the last weeks, but every step runs now, through the real
 * services. Once a step is done, its timestamps are moved back to when it happens in the
 * story. Only dates move — never an amount — so the ledger stays exactly as posted.
 */

const back = (days: number): SQL => sql`make_interval(secs => ${Math.round(days * 86_400)})`;

/** The ad was submitted `days` ago: the ad, its creative, its requests and the owners' notifications. */
export async function backdateSubmission(db: Db, adId: string, days: number): Promise<void> {
  if (days <= 0) return;
  const by = back(days);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update ads set created_at = created_at - ${by}, updated_at = updated_at - ${by},
        submitted_at = submitted_at - ${by} where id = ${adId}`,
    );
    await tx.execute(
      sql`update media_objects set created_at = created_at - ${by}
        where id = (select creative_media_id from ads where id = ${adId})`,
    );
    await tx.execute(
      sql`update placement_requests set created_at = created_at - ${by}, updated_at = updated_at - ${by}
        where ad_id = ${adId}`,
    );
    await tx.execute(
      sql`update notifications set created_at = created_at - ${by} where ad_id = ${adId} and type = 'newPendingAd'`,
    );
  });
}

/**
 * The owner decided on one request `days` ago, and when it was paid, paid then: its
 * booking window, its payments (and the sandbox's record of them), their ledger
 * movements, the jobs scheduled from them, and the advertiser's notification just sent.
 */
export async function backdateDecision(db: Db, requestId: string, days: number): Promise<void> {
  if (days <= 0) return;
  const by = back(days);
  const payments = sql`(select id from payments where request_id = ${requestId})`;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update placement_requests set updated_at = updated_at - ${by}, starts_at = starts_at - ${by},
        ends_at = ends_at - ${by} where id = ${requestId}`,
    );
    await tx.execute(
      sql`update sandbox_transactions set created_at = created_at - ${by}
        where tx_ref in (select tx_ref from payments where request_id = ${requestId})`,
    );
    await tx.execute(
      sql`update payments set created_at = created_at - ${by}, updated_at = updated_at - ${by},
        confirmed_at = confirmed_at - ${by}, available_at = available_at - ${by} where request_id = ${requestId}`,
    );
    await tx.execute(sql`update ledger_entries set created_at = created_at - ${by} where payment_id in ${payments}`);
    await tx.execute(
      sql`update jobs set run_at = run_at - ${by}, created_at = created_at - ${by}
        where completed_at is null and failed_at is null and (
          (kind in ('check-payment', 'release-earnings') and payload->>'paymentId' in ${payments})
          or (kind = 'expire-booking' and payload->>'requestId' = ${requestId}))`,
    );
    // The decision's notification is the one about this ad written in the last minute.
    await tx.execute(
      sql`update notifications set created_at = created_at - ${by}
        where type in ('adApproved', 'adRejected') and created_at > now() - interval '1 minute'
          and ad_id = (select ad_id from placement_requests where id = ${requestId})`,
    );
  });
}
