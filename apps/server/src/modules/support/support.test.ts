import { SUPPORT_TEXT } from "@placard/shared/support";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { supportMessages } from "../../db/schema/support.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, signUpUser } from "../../test/factories.js";
import { sendSupportMessage } from "./service.js";

const t = useTestApp();
let author: TestUser;
let other: TestUser;

beforeAll(async () => {
  [author, other] = [await signUpUser(t.app), await signUpUser(t.app)];
});

const valid = { topic: "payments", subject: "When is my money available?", message: "I was paid for an ad yesterday." };

// The route allows 5 messages a minute per client address: each test speaks from its own.
let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

function send(payload: unknown, options: { cookie?: string; remoteAddress?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/support/messages",
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.remoteAddress ?? nextAddress(),
    payload: payload as Record<string, unknown>,
  });
}

async function list(user: TestUser) {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/support/messages",
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().items as { id: string; subject: string }[];
}

const storedRows = (userId: string) =>
  t.app.database.db.select().from(supportMessages).where(eq(supportMessages.userId, userId));

describe("POST /api/support/messages", () => {
  it("stores the message for the session's user, drops unknown fields, answers 201 with it", async () => {
    const response = await send(
      { ...valid, subject: "  When is my money available?  ", userId: other.id, status: "closed", email: "x@y.z" },
      { cookie: author.cookie },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      topic: "payments",
      subject: "When is my money available?",
      message: valid.message,
      status: "open",
      createdAt: expect.any(String),
      replies: [],
      repliesCount: 0,
    });
    expect(await storedRows(author.id)).toMatchObject([{ id: body.id, userId: author.id, status: "open" }]);
    expect(await storedRows(other.id)).toEqual([]);
  });

  it("answers 401 signed out and stores nothing", async () => {
    const before = await t.app.database.db.select().from(supportMessages);
    const response = await send(valid);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: "unauthorized" });
    expect(await t.app.database.db.select().from(supportMessages)).toHaveLength(before.length);
  });

  it("refuses a missing subject, a too short message and an unknown topic, changing nothing", async () => {
    const fresh = await signUpUser(t.app);
    const missingSubject = await send({ topic: "general", message: valid.message }, { cookie: fresh.cookie });
    expect(missingSubject.statusCode).toBe(400);
    expect(missingSubject.json()).toMatchObject({
      error: "validation_failed",
      details: { fields: { subject: [SUPPORT_TEXT.subjectRequired] } },
    });

    const blankSubject = await send({ ...valid, subject: "   " }, { cookie: fresh.cookie });
    expect(blankSubject.json().details.fields.subject).toEqual([SUPPORT_TEXT.subjectRequired]);

    const shortMessage = await send({ ...valid, message: "Help me" }, { cookie: fresh.cookie });
    expect(shortMessage.statusCode).toBe(400);
    expect(shortMessage.json().details.fields.message).toEqual([SUPPORT_TEXT.messageTooShort]);

    const longSubject = await send({ ...valid, subject: "x".repeat(121) }, { cookie: fresh.cookie });
    expect(longSubject.json().details.fields.subject).toEqual([SUPPORT_TEXT.subjectTooLong]);

    const badTopic = await send({ ...valid, topic: "billing" }, { cookie: fresh.cookie });
    expect(badTopic.statusCode).toBe(400);
    expect(Object.keys(badTopic.json().details.fields)).toEqual(["topic"]);

    expect(await storedRows(fresh.id)).toEqual([]);
  });

  it("answers 429 after 5 messages a minute from one address", async () => {
    const sender = await signUpUser(t.app);
    const remoteAddress = nextAddress();
    for (let i = 1; i <= 5; i++) {
      const response = await send({ ...valid, subject: `Question ${i}` }, { cookie: sender.cookie, remoteAddress });
      expect(response.statusCode).toBe(201);
    }
    const limited = await send({ ...valid, subject: "Question 6" }, { cookie: sender.cookie, remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: "rate_limited" });
    expect(await storedRows(sender.id)).toHaveLength(5);
  });
});

describe("GET /api/support/messages", () => {
  it("lists only the caller's own messages, newest first", async () => {
    const writer = await signUpUser(t.app);
    await send({ ...valid, subject: "First" }, { cookie: writer.cookie });
    await send({ ...valid, subject: "Second", topic: "consultation" }, { cookie: writer.cookie });
    await send({ ...valid, subject: "Someone else's" }, { cookie: other.cookie });

    expect((await list(writer)).map((message) => message.subject)).toEqual(["Second", "First"]);
    expect((await list(other)).map((message) => message.subject)).toEqual(["Someone else's"]);
  });

  it("pages by cursor, newest first, each message once", async () => {
    const writer = await signUpUser(t.app);
    for (const subject of ["One", "Two", "Three"]) await send({ ...valid, subject }, { cookie: writer.cookie });
    const page = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: writer.cookie } });
    const first = (await page("/api/support/messages?limit=2")).json();
    expect(first.items.map((message: { subject: string }) => message.subject)).toEqual(["Three", "Two"]);
    const second = (await page(`/api/support/messages?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((message: { subject: string }) => message.subject)).toEqual(["One"]);
    expect(second.nextCursor).toBeNull();
  });

  it("answers 401 signed out", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/support/messages" });
    expect(response.statusCode).toBe(401);
  });
});

describe("the operator's log", () => {
  it("says at info level that a message arrived, without what it says", async () => {
    const info = vi.fn();
    const logger = { info } as unknown as FastifyBaseLogger;
    const stored = await sendSupportMessage(t.app.database.db, logger, author.id, {
      topic: "general",
      subject: "A private subject",
      message: "A private message body",
    });
    expect(info).toHaveBeenCalledOnce();
    const [fields, text] = info.mock.calls[0] ?? [];
    expect(text).toBe("Support message received");
    expect(fields).toEqual({ supportMessageId: stored.id, userId: author.id, topic: "general" });
    expect(JSON.stringify(info.mock.calls)).not.toMatch(/private/);
  });
});
