import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { daysBefore, deleteInBatches, PRUNE_BATCH } from "../../lib/jobs/retention.js";

/**
 * Retention of the outbox (decision 0054): an email's row is kept 90 days from its event,
 * then deleted once it is finished (sent, skipped or given up on); one still being tried is
 * kept. Its unique key is what makes the same event one email, and no event is raised again
 * that long after it happened: the money events are raised once, in the transaction that
 * changes their payment or payout; the booking reminder only until the booking ends (3 days
 * after it is first raised); the others name a new occurrence each time.
 */
export const EMAIL_RETENTION_DAYS = 90;
export const EMAIL_PRUNE_JOB = "email.prune";

/** The statement that deletes finished outbox rows older than the retention, oldest first. */
export const pruneOutboxStatement = (now: Date) => (limit: number) =>
  sql`delete from email_outbox where id = any(array(
    select id from email_outbox
    where (sent_at is not null or skipped_at is not null or failed_at is not null)
      and created_at < ${daysBefore(now, EMAIL_RETENTION_DAYS)}
    order by created_at limit ${limit}))`;

/** Deletes the finished emails past the retention at `now`; how many. */
export async function pruneOutbox(db: Db, now: Date, batch = PRUNE_BATCH): Promise<number> {
  return deleteInBatches(db, pruneOutboxStatement(now), batch);
}
