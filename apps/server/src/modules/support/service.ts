import type { Page, PageQuery } from "@placard/shared/pagination";
import {
  SUPPORT_REPLIES_PREVIEW,
  type AdminSupportMessage,
  type CreateSupportMessageInput,
  type SupportMessage,
  type SupportMessageStatus,
  type SupportReply,
} from "@placard/shared/support";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Executor } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { toPage } from "../../lib/pagination.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import type { NotificationInput } from "../notifications/index.js";
import {
  insertReply,
  insertSupportMessage,
  listAllSupportMessages,
  listLatestReplies,
  listRepliesPage,
  findSupportMessage,
  listUserSupportMessages,
  lockSupportMessage,
  setSupportStatus,
  type SupportMessageRow,
  type SupportReplyRow,
} from "./queries.js";

const toReply = (row: SupportReplyRow): SupportReply => ({
  id: row.id,
  fromOperator: row.fromOperator,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** The message with the latest replies of its thread (`thread`: from listLatestReplies). */
export function toSupportMessage(row: SupportMessageRow, thread: Thread = NO_THREAD): SupportMessage {
  return {
    id: row.id,
    topic: row.topic,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    replies: thread.replies.filter((reply) => reply.messageId === row.id).map(toReply),
    repliesCount: thread.counts.get(row.id) ?? 0,
  };
}

type Thread = Awaited<ReturnType<typeof listLatestReplies>>;
const NO_THREAD: Thread = { replies: [], counts: new Map() };

/**
 * Stores a contact-form message from the signed-in user; the operator reads it on
 * /admin/support. The log says one arrived (ids and topic only: what people write stays out of logs).
 */
export async function sendSupportMessage(
  db: Db,
  logger: FastifyBaseLogger,
  userId: string,
  input: CreateSupportMessageInput,
): Promise<SupportMessage> {
  const row = await insertSupportMessage(db, { userId, ...input });
  logger.info({ supportMessageId: row.id, userId, topic: row.topic }, "Support message received");
  return toSupportMessage(row);
}

const withReplies = (executor: Executor, ids: string[]) => listLatestReplies(executor, ids, SUPPORT_REPLIES_PREVIEW);

export async function listSupportMessages(db: Db, userId: string, page: PageQuery): Promise<Page<SupportMessage>> {
  const rows = await listUserSupportMessages(db, userId, { ...page, limit: page.limit + 1 });
  const replies = await withReplies(
    db,
    rows.slice(0, page.limit).map((row) => row.message.id),
  );
  return toPage(
    rows,
    page.limit,
    (row) => ({ at: row.cursorAt, id: row.message.id }),
    (row) => toSupportMessage(row.message, replies),
  );
}

/** The operator's inbox: every message with its sender's account and thread, newest first. */
export async function listInbox(
  db: Db,
  page: PageQuery & { status?: SupportMessageStatus },
): Promise<Page<AdminSupportMessage>> {
  const rows = await listAllSupportMessages(db, { ...page, limit: page.limit + 1 });
  const replies = await withReplies(
    db,
    rows.slice(0, page.limit).map((row) => row.message.id),
  );
  return toPage(
    rows,
    page.limit,
    (row) => ({ at: row.cursorAt, id: row.message.id }),
    (row) => ({ ...toSupportMessage(row.message, replies), sender: row.sender }),
  );
}

/**
 * The operator answers a message: the reply joins the thread, the message becomes
 * "answered", the audit log records it, all in one transaction. Returns the notification
 * for the sender (sent after commit) and the updated message.
 */
export async function replyToMessage(db: Db, operator: AuditActor, messageId: string, body: string) {
  return db.transaction(async (tx) => {
    const message = await lockSupportMessage(tx, messageId);
    if (!message) throw notFound("errors.not_found.support_message");
    const reply = await insertReply(tx, { messageId, authorId: operator.id, fromOperator: true, body });
    await setSupportStatus(tx, messageId, "answered");
    await recordAudit(tx, {
      actor: operator,
      action: "support.reply",
      targetType: "support_message",
      targetId: messageId,
      details: { replyId: reply.id, senderId: message.userId },
    });
    const notification: NotificationInput = {
      userId: message.userId,
      type: "supportReply",
      businessName: message.subject,
      reason: body.length > 200 ? `${body.slice(0, 199)}…` : body,
      eventKey: reply.id,
    };
    const thread = await withReplies(tx, [messageId]);
    return { message: toSupportMessage({ ...message, status: "answered" }, thread), notification };
  });
}

/**
 * A page of a thread's replies, newest first: the sender's own message only (`userId`), or
 * any message for the operator (no `userId`). Someone else's message is a 404, as a missing one.
 */
export async function listThread(
  db: Db,
  messageId: string,
  page: PageQuery,
  userId?: string,
): Promise<Page<SupportReply>> {
  if (!(await findSupportMessage(db, messageId, userId))) throw notFound("errors.not_found.support_message");
  const rows = await listRepliesPage(db, messageId, { ...page, limit: page.limit + 1 });
  return toPage(
    rows,
    page.limit,
    (row) => ({ at: row.cursorAt, id: row.reply.id }),
    (row) => toReply(row.reply),
  );
}
