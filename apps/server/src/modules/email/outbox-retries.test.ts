import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/email.js";
import { jobs } from "../../db/schema/money.js";
import { useEmailTestApp } from "../../test/email.js";
import { signUpOperator } from "../../test/operators.js";
import { recordNotifications } from "../notifications/service.js";
import { EMAIL_JOBS } from "./outbox.js";

/**
 * A send the mail server refuses, or whose worker dies, is tried again; one that keeps
 * failing past its attempts is marked failed and shown to the operator (decision 0054).
 */
const kit = useEmailTestApp();
const HOUR = 3_600_000;

/** A support reply to the advertiser (email on by default): its outbox key. */
async function raiseReply(eventKey: string, subject: string) {
  await kit.t.app.database.db.transaction((tx) =>
    recordNotifications(tx, [
      {
        userId: kit.advertiser.id,
        type: "supportReply",
        businessName: subject,
        reason: "We looked into it.",
        eventKey,
      },
    ]),
  );
  return `supportReply:${eventKey}:${kit.advertiser.id}`;
}

const outboxRow = async (key: string) =>
  (await kit.t.app.database.db.select().from(emailOutbox).where(eq(emailOutbox.key, key)))[0];
const sendJob = async (key: string) =>
  (
    await kit.t.app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `email:${key}`))
  )[0];
const runEmailJobs = (now = new Date()) => kit.t.app.jobs.runDue({ kinds: [EMAIL_JOBS.send], now });

describe("email sends that fail", () => {
  afterEach(() => kit.inbox.accept());

  it("a send the mail server refuses is tried again after its backoff, and arrives once", async () => {
    kit.inbox.refuse(451, "4.3.0 Mail server busy, try later");
    const key = await raiseReply("refused-1", "Refused once");
    await runEmailJobs();
    expect(kit.inbox.to(kit.advertiser.email, "Support replied: Refused once")).toHaveLength(0);
    expect(await outboxRow(key)).toMatchObject({ sentAt: null, sendingUntil: null, failedAt: null });
    const job = await sendJob(key);
    expect(job).toMatchObject({ attempts: 1, completedAt: null, failedAt: null });
    expect(job?.lastError).toContain("451");

    kit.inbox.accept();
    await runEmailJobs(new Date(Date.now() + HOUR));
    await runEmailJobs(new Date(Date.now() + 2 * HOUR));
    kit.onlyMail(kit.advertiser, "Support replied: Refused once");
    expect((await outboxRow(key))?.sentAt).not.toBeNull();
  });

  it("a send whose worker died holding it is sent once its leases run out", async () => {
    const key = await raiseReply("died-1", "Worker died");
    // As a worker leaves them when it dies mid-send: the job leased for 2 minutes, the row for a moment.
    await kit.t.app.database.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: new Date(Date.now() + 120_000) })
      .where(eq(jobs.dedupeKey, `email:${key}`));
    await kit.t.app.database.db
      .update(emailOutbox)
      .set({ sendingUntil: new Date(Date.now() + 300) })
      .where(eq(emailOutbox.key, key));
    expect(await runEmailJobs()).toBe(0);
    const afterJobLease = new Date(Date.now() + 121_000);
    await runEmailJobs(afterJobLease);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await runEmailJobs(afterJobLease);
    await runEmailJobs(afterJobLease);
    kit.onlyMail(kit.advertiser, "Support replied: Worker died");
    expect(await sendJob(key)).toMatchObject({ attempts: 2, completedAt: expect.any(Date) });
  });

  it("a send refused on its last attempt is marked failed, shown to the operator and not sent later", async () => {
    const operator = await signUpOperator(kit.t.app);
    const overview = async () =>
      (await kit.t.app.inject({ url: "/api/admin/overview", headers: { cookie: operator.cookie } })).json().current;
    expect(await overview()).toMatchObject({ emailsNotSent: 0, emailsNotSentError: null });

    kit.inbox.refuse(550, "5.7.1 Relaying denied");
    const key = await raiseReply("gave-up-1", "Given up");
    // As after 19 refused sends: the next is the job's last attempt.
    await kit.t.app.database.db
      .update(jobs)
      .set({ attempts: 19 })
      .where(eq(jobs.dedupeKey, `email:${key}`));
    await runEmailJobs();
    expect((await sendJob(key))?.failedAt).not.toBeNull();
    const row = await outboxRow(key);
    expect(row).toMatchObject({ sentAt: null, sendingUntil: null, failedAt: expect.any(Date) });
    expect(row?.lastError).toContain("550");
    const current = await overview();
    expect(current.emailsNotSent).toBe(1);
    expect(current.emailsNotSentError).toContain("Relaying denied");

    // The mail server works again: the email given up on stays given up on, and the same
    // event raised again is still the same email.
    kit.inbox.accept();
    await raiseReply("gave-up-1", "Given up");
    await runEmailJobs(new Date(Date.now() + 48 * HOUR));
    expect(kit.inbox.to(kit.advertiser.email, "Support replied: Given up")).toHaveLength(0);
    expect(await overview()).toMatchObject({ emailsNotSent: 1 });
  });
});
