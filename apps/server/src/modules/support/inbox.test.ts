import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.js";
import { notifications } from "../../db/schema/campaigns.js";
import { supportMessages } from "../../db/schema/support.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, signUpUser } from "../../test/factories.js";
import { signUpOperator } from "../../test/operators.js";

const t = useTestApp();
let author: TestUser;
let operator: TestUser;

beforeAll(async () => {
  author = await signUpUser(t.app);
  operator = await signUpOperator(t.app);
});

async function send(subject: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/support/messages",
    headers: { cookie: author.cookie },
    payload: { topic: "payments", subject, message: "My payout has not arrived yet." },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

describe("the support inbox", () => {
  it("shows the operator each message with its sender's account, newest first", async () => {
    await send("First question");
    const id = await send("Where is my payout?");
    const inbox = await t.app.inject({
      method: "GET",
      url: "/api/admin/support?limit=1",
      headers: { cookie: operator.cookie },
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().items).toEqual([
      expect.objectContaining({
        id,
        subject: "Where is my payout?",
        status: "open",
        sender: { id: author.id, name: expect.any(String), email: author.email },
        replies: [],
        repliesCount: 0,
      }),
    ]);
    expect(inbox.json().nextCursor).not.toBeNull();
  });

  it("an answer joins the thread the user sees on /support, marks it answered, notifies and is audited", async () => {
    const id = await send("Can I change my number?");
    const empty = await t.app.inject({
      method: "POST",
      url: `/api/admin/support/${id}/reply`,
      headers: { cookie: operator.cookie },
      payload: { body: "   " },
    });
    expect(empty.statusCode).toBe(400);

    const answer = await t.app.inject({
      method: "POST",
      url: `/api/admin/support/${id}/reply`,
      headers: { cookie: operator.cookie },
      payload: { body: "Yes: withdraw again with the new number." },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ id, status: "answered" });

    const mine = await t.app.inject({
      method: "GET",
      url: "/api/support/messages",
      headers: { cookie: author.cookie },
    });
    const thread = mine.json().items.find((message: { id: string }) => message.id === id);
    expect(thread).toMatchObject({
      status: "answered",
      replies: [
        { fromOperator: true, body: "Yes: withdraw again with the new number.", createdAt: expect.any(String) },
      ],
    });
    const told = await t.app.database.db.select().from(notifications).where(eq(notifications.userId, author.id));
    expect(told).toEqual([expect.objectContaining({ type: "supportReply", businessName: "Can I change my number?" })]);
    const [audit] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ actorId: operator.id, action: "support.reply", targetType: "support_message" });
    const [row] = await t.app.database.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    expect(row?.status).toBe("answered");
  });

  it("answers 404 for a message that does not exist", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/support/00000000-0000-4000-8000-000000000000/reply",
      headers: { cookie: operator.cookie },
      payload: { body: "Hello" },
    });
    expect(response.statusCode).toBe(404);
  });

  it("carries a long thread's latest three replies and pages the rest, for the sender and the operator only (#29.5)", async () => {
    const id = await send("A long conversation");
    for (let n = 1; n <= 7; n += 1) {
      const answer = await t.app.inject({
        method: "POST",
        url: `/api/admin/support/${id}/reply`,
        headers: { cookie: operator.cookie },
        payload: { body: `Answer ${n}` },
      });
      expect(answer.statusCode).toBe(201);
      expect(answer.json().repliesCount).toBe(n);
    }
    const bodies = (items: { body: string }[]) => items.map((reply) => reply.body);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/support/messages",
      headers: { cookie: author.cookie },
    });
    const listed = mine.json().items.find((message: { id: string }) => message.id === id);
    expect(bodies(listed.replies)).toEqual(["Answer 5", "Answer 6", "Answer 7"]);
    expect(listed.repliesCount).toBe(7);

    // The whole thread, newest first, a page at a time.
    const read = async (url: string, cookie: string) => {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.json() as { items: { body: string }[]; nextCursor: string | null };
    };
    const first = await read(`/api/support/messages/${id}/replies?limit=4`, author.cookie);
    expect(bodies(first.items)).toEqual(["Answer 7", "Answer 6", "Answer 5", "Answer 4"]);
    const second = await read(
      `/api/support/messages/${id}/replies?limit=4&cursor=${encodeURIComponent(first.nextCursor ?? "")}`,
      author.cookie,
    );
    expect(bodies(second.items)).toEqual(["Answer 3", "Answer 2", "Answer 1"]);
    expect(second.nextCursor).toBeNull();
    expect(bodies((await read(`/api/admin/support/${id}/replies?limit=2`, operator.cookie)).items)).toEqual([
      "Answer 7",
      "Answer 6",
    ]);

    // Someone else's thread is a 404, as a missing one; the operator's route is not theirs.
    const stranger = await signUpUser(t.app);
    for (const url of [`/api/support/messages/${id}/replies`, `/api/support/messages/${crypto.randomUUID()}/replies`]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie: stranger.cookie } });
      expect(response.statusCode).toBe(404);
    }
    const notOperator = await t.app.inject({
      method: "GET",
      url: `/api/admin/support/${id}/replies`,
      headers: { cookie: author.cookie },
    });
    expect([403, 404]).toContain(notOperator.statusCode);
  });
});
