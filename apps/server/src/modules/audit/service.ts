import type { AuditAction, AuditEntry, AuditQuery, AuditTargetType } from "@placard/shared/audit";
import type { Page } from "@placard/shared/pagination";
import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { auditLog } from "../../db/schema/audit.js";
import { afterCursor, cursorTime, toPage } from "../../lib/pagination.js";
import { auditNames, describeAction, subjectOf } from "./names.js";

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Writes one line of the operator's audit log. Call it with the transaction of the action
 * itself, so the action and its record commit (or roll back) together. There is no update
 * or delete here or anywhere: the table's trigger refuses them (migration 0013).
 */
export async function recordAudit(executor: Executor, record: AuditRecord): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    reason: record.reason ?? null,
    details: record.details ?? {},
  });
}

/**
 * The log newest first, a page at a time (keyset on at, id), narrowed by actor, action or
 * target; each entry with its people and record by name, its amount, reason label and note.
 */
export async function listAudit(executor: Executor, query: AuditQuery): Promise<Page<AuditEntry>> {
  const rows = await executor
    .select({ entry: auditLog, cursorAt: cursorTime(auditLog.at) })
    .from(auditLog)
    .where(
      and(
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
        query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
        afterCursor(auditLog.at, auditLog.id, query.cursor, "bigint"),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const names = await auditNames(
    executor,
    rows.slice(0, query.limit).map((row) => row.entry),
  );
  return toPage(
    rows,
    query.limit,
    (row) => ({ at: row.cursorAt, id: String(row.entry.id) }),
    ({ entry }) => ({
      id: String(entry.id),
      actorId: entry.actorId,
      actorEmail: entry.actorEmail,
      at: entry.at.toISOString(),
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason,
      details: entry.details,
      actorName: names.people.get(entry.actorId) ?? null,
      subject: subjectOf(names, entry),
      ...describeAction(entry),
    }),
  );
}
