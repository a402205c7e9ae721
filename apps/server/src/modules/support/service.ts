import type { CreateSupportMessageInput, SupportMessage } from "@placard/shared/support";
import type { Page, PageQuery } from "@placard/shared/pagination";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { toPage } from "../../lib/pagination.js";
import { insertSupportMessage, listUserSupportMessages, type SupportMessageRow } from "./queries.js";

export function toSupportMessage(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    topic: row.topic,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a contact-form message from the signed-in user. The operator reads them in the
 * database; the log says one arrived (ids and topic only: what people write stays out of logs).
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

export async function listSupportMessages(db: Db, userId: string, page: PageQuery): Promise<Page<SupportMessage>> {
  const rows = await listUserSupportMessages(db, userId, { ...page, limit: page.limit + 1 });
  return toPage(
    rows,
    page.limit,
    (row) => ({ at: row.cursorAt, id: row.message.id }),
    (row) => toSupportMessage(row.message),
  );
}
