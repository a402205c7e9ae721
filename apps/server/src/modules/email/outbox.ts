import { isEmailChannel, type NotificationType } from "@placard/shared/notifications";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { emailOutbox } from "../../db/schema/email.js";
import { enqueueJob, type JobOutcome } from "../../lib/jobs/queue.js";
import type { Mailer } from "../../lib/mailer.js";
import { channelsFor } from "./preferences.js";
import { type RenderContext, renderEmail } from "./render.js";
import type { EmailData } from "./templates.js";

/**
 * The outbox (decision 0023): an email is a row written in the transaction of the event it
 * tells of, plus a job that sends it. The row's key is unique per (event, recipient), so the
 * same event enqueued twice is one row and one job; `sent_at`, set after the SMTP server
 * accepted the message, keeps a job that runs again from sending again.
 */
export const EMAIL_JOBS = { send: "send-email" } as const;

/** How long one send may hold its row before another run may try again. */
export const SEND_LEASE_MS = 60_000;

export interface EmailEvent {
  userId: string;
  event: NotificationType;
  /** Names this occurrence of the event (a payment id, a request and its end…). */
  eventKey: string;
  data: EmailData;
}

export const outboxKey = (email: Pick<EmailEvent, "userId" | "event" | "eventKey">) =>
  `${email.event}:${email.eventKey}:${email.userId}`;

/** Adds the emails to the outbox in the caller's transaction; an existing key is left alone. */
export async function enqueueEmails(executor: Executor, emails: EmailEvent[]) {
  for (const email of emails) {
    const key = outboxKey(email);
    const [row] = await executor
      .insert(emailOutbox)
      .values({ key, userId: email.userId, event: email.event, data: email.data })
      .onConflictDoNothing({ target: emailOutbox.key })
      .returning({ id: emailOutbox.id });
    if (row) await enqueueJob(executor, EMAIL_JOBS.send, { outboxId: row.id }, { dedupeKey: `email:${key}` });
  }
}

export interface SendDeps extends RenderContext {
  db: Db;
  mailer: Mailer;
  /** The host part of Message-IDs. */
  messageIdHost: string;
}

/**
 * The job: send one outbox email, at most once. A row already sent or skipped is done; a
 * recipient who turned this email off since is skipped; a send in progress elsewhere
 * (its lease not run out) is waited for. A failed send releases the lease, keeps the mail
 * server's answer and throws, so the queue retries with backoff; on the job's last attempt
 * (`lastAttempt`) the row is marked failed, for the operator (decision 0054).
 */
export async function sendOutboxEmail(
  deps: SendDeps,
  outboxId: string,
  options: { lastAttempt?: boolean } = {},
): Promise<JobOutcome> {
  const { db } = deps;
  const now = new Date();
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  // A row given up on (failed_at) is not sent later (decision 0054).
  if (!row || row.sentAt || row.skippedAt || row.failedAt) return;
  const event = row.event as NotificationType;
  const channel = (await channelsFor(db, [row.userId], event)).get(row.userId);
  const [recipient] = await db
    .select({ id: user.id, email: user.email, name: user.name, locale: user.locale })
    .from(user)
    .where(eq(user.id, row.userId));
  if (!recipient || !channel || !isEmailChannel(channel)) {
    await db.update(emailOutbox).set({ skippedAt: now }).where(eq(emailOutbox.id, row.id));
    return;
  }
  const [claimed] = await db
    .update(emailOutbox)
    .set({ sendingUntil: new Date(now.getTime() + SEND_LEASE_MS) })
    .where(
      and(
        eq(emailOutbox.id, row.id),
        isNull(emailOutbox.sentAt),
        isNull(emailOutbox.skippedAt),
        isNull(emailOutbox.failedAt),
        or(isNull(emailOutbox.sendingUntil), lt(emailOutbox.sendingUntil, now)),
      ),
    )
    .returning({ id: emailOutbox.id });
  if (!claimed) {
    const [again] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    return again?.sentAt || again?.skippedAt ? undefined : { retryAt: again?.sendingUntil ?? now };
  }

  try {
    const mail = renderEmail(deps, event, row.data as EmailData, recipient);
    await deps.mailer.send({ ...mail, messageId: `<${row.id}@${deps.messageIdHost}>` });
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await db
      .update(emailOutbox)
      .set({ sendingUntil: null, lastError, ...(options.lastAttempt ? { failedAt: new Date() } : {}) })
      .where(eq(emailOutbox.id, row.id));
    throw error;
  }
  await db.update(emailOutbox).set({ sentAt: new Date(), sendingUntil: null }).where(eq(emailOutbox.id, row.id));
}
