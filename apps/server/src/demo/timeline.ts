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

/** An ISO time as `Date.toISOString()` writes it (24 characters), `by` earlier. */
const isoEarlier = (iso: SQL, by: SQL): SQL =>
  sql`to_char(((${iso})::timestamptz - ${by}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `(a, b, c)`: a list of values for `in`. */
const list = (values: string[]): SQL =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** Jobs whose payload names this request and whose dedupe key ends with the time they are about. */
const REQUEST_JOBS = list(["expire-booking", "booking-ending-email", "booking-webhook", "lapse-approval"]);
/** The payload fields that hold a time (the booking-ending reminder's end, the booking webhook's moment). */
const PAYLOAD_TIMES = ["endsAt", "at"];
/** The events of a decision and a payment, told in app and by email as they happened. */
const DECISION_EVENTS = list(["adApproved", "adRejected", "paymentReceived", "bookingPaid"]);

/**
 * The owner decided on one request `days` ago, and when it was paid, paid then. Everything the
 * app wrote with the decision and the payment moves by the same time, as if written then: the
 * booking window (starts_at, ends_at) and the approval's payment window, its payments (dates,
 * the period each bought: booked_from, booked_until, and the end of the hold), the sandbox's
 * record of them, their ledger movements, the jobs scheduled from them (their due time, and the
 * times in their payloads and dedupe keys), and the notifications and emails just written.
 */
export async function backdateDecision(db: Db, requestId: string, days: number): Promise<void> {
  if (days <= 0) return;
  const by = back(days);
  const payments = sql`(select id from payments where request_id = ${requestId})`;
  const adId = sql`(select ad_id from placement_requests where id = ${requestId})`;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update placement_requests set updated_at = updated_at - ${by}, starts_at = starts_at - ${by},
        ends_at = ends_at - ${by}, hold_expires_at = hold_expires_at - ${by} where id = ${requestId}`,
    );
    await tx.execute(
      sql`update sandbox_transactions set created_at = created_at - ${by}
        where tx_ref in (select tx_ref from payments where request_id = ${requestId})`,
    );
    await tx.execute(
      sql`update payments set created_at = created_at - ${by}, updated_at = updated_at - ${by},
        confirmed_at = confirmed_at - ${by}, available_at = available_at - ${by},
        booked_from = booked_from - ${by}, booked_until = booked_until - ${by}
        where request_id = ${requestId}`,
    );
    await tx.execute(sql`update ledger_entries set created_at = created_at - ${by} where payment_id in ${payments}`);
    await tx.execute(
      sql`update jobs set run_at = run_at - ${by}, created_at = created_at - ${by}
        where completed_at is null and failed_at is null and (
          (kind in ('check-payment', 'release-earnings') and payload->>'paymentId' in ${payments})
          or (kind in ${REQUEST_JOBS} and payload->>'requestId' = ${requestId}))`,
    );
    for (const field of PAYLOAD_TIMES) {
      await tx.execute(
        sql`update jobs set payload = jsonb_set(payload, ${`{${field}}`}::text[], to_jsonb(${isoEarlier(sql`payload->>${field}`, by)}))
          where completed_at is null and failed_at is null and kind in ${REQUEST_JOBS}
            and payload->>'requestId' = ${requestId} and payload ? ${field}`,
      );
    }
    await tx.execute(
      sql`update jobs set dedupe_key = left(dedupe_key, length(dedupe_key) - 24) || ${isoEarlier(sql`right(dedupe_key, 24)`, by)}
        where completed_at is null and failed_at is null and kind in ${REQUEST_JOBS}
          and payload->>'requestId' = ${requestId}
          and dedupe_key ~ '[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[.][0-9]{3}Z$'`,
    );
    // The decision's and the payment's notices and emails are the ones about this ad written in the last minute.
    await tx.execute(
      sql`update notifications set created_at = created_at - ${by}
        where type in ${DECISION_EVENTS} and created_at > now() - interval '1 minute' and ad_id = ${adId}`,
    );
    await tx.execute(
      sql`update email_outbox set created_at = created_at - ${by},
          data = case when data ? 'endsAt'
            then jsonb_set(data, '{endsAt}', to_jsonb(${isoEarlier(sql`data->>'endsAt'`, by)})) else data end
        where event in ${DECISION_EVENTS} and created_at > now() - interval '1 minute' and data->>'adId' = ${adId}`,
    );
  });
}

/**
 * The release job ran, now, for the request's payments whose hold is over in the story: its
 * movement, the payment's release mark, the job, the owner's notice and email are moved to the
 * end of the hold, when the job would have run.
 */
export async function backdateReleases(db: Db, requestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const released = sql`(select id from payments where request_id = ${requestId} and released_at > now() - interval '1 minute')`;
    await tx.execute(
      sql`update ledger_entries le set created_at = p.available_at from payments p
        where p.id in ${released} and le.transaction_key = 'release:' || p.id`,
    );
    await tx.execute(
      sql`update jobs j set completed_at = p.available_at, created_at = least(j.created_at, p.available_at)
        from payments p where p.id in ${released} and j.kind = 'release-earnings' and j.payload->>'paymentId' = p.id`,
    );
    await tx.execute(
      sql`update email_outbox o set created_at = p.available_at from payments p
        where p.id in ${released} and o.key like 'earningsReleased:' || p.id || ':%'`,
    );
    await tx.execute(
      sql`update notifications n set created_at = p.available_at from payments p
        where p.id in ${released} and n.type = 'earningsReleased' and n.user_id = p.owner_id
          and n.created_at > now() - interval '1 minute'
          and n.ad_id = (select ad_id from placement_requests where id = ${requestId})`,
    );
    await tx.execute(sql`update payments set released_at = available_at where id in ${released}`);
  });
}
