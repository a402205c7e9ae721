import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.js";
import { useTestApp } from "../../test/use-test-app.js";
import { listAudit, recordAudit } from "./service.js";

const t = useTestApp();

const actor = { id: "operator-1", email: "operator@example.test" };

/** The error PostgreSQL raised, whichever driver wrapped it. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return String((cause as Error).message ?? cause);
  }
  throw new Error("the statement was accepted");
}

describe("the audit log", () => {
  it("keeps what recordAudit writes, in the caller's transaction", async () => {
    const db = t.app.database.db;
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor,
        action: "ad.take_down",
        targetType: "ad",
        targetId: "ad-1",
        reason: "misleading",
      });
    });
    // A transaction that fails takes its record with it.
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { actor, action: "report.dismiss", targetType: "report", targetId: "r-1" });
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    const page = await listAudit(db, { limit: 50 });
    expect(page.items).toMatchObject([
      { actorId: actor.id, actorEmail: actor.email, action: "ad.take_down", targetId: "ad-1", reason: "misleading" },
    ]);
  });

  it("refuses UPDATE, DELETE and TRUNCATE, even as plain SQL, and changes nothing", async () => {
    const db = t.app.database.db;
    await recordAudit(db, { actor, action: "payment.refund", targetType: "payment", targetId: "p-1", reason: "r" });
    const before = await db.select().from(auditLog).orderBy(auditLog.id);

    expect(await refusal(() => db.update(auditLog).set({ reason: "rewritten" }))).toMatch(/append-only/);
    expect(await refusal(() => db.execute(sql`update audit_log set actor_id = 'someone-else'`))).toMatch(/append-only/);
    expect(await refusal(() => db.delete(auditLog))).toMatch(/append-only/);
    expect(await refusal(() => db.execute(sql`delete from audit_log where id = ${before[0]?.id ?? 0}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(() => db.execute(sql`truncate audit_log`))).toMatch(/append-only/);

    expect(await db.select().from(auditLog).orderBy(auditLog.id)).toEqual(before);
  });

  it("pages newest first and filters by actor, action and target", async () => {
    const db = t.app.database.db;
    const other = { id: "operator-2", email: "second@example.test" };
    for (let i = 0; i < 3; i++) {
      await recordAudit(db, { actor: other, action: "withdrawal.retry", targetType: "withdrawal", targetId: `w-${i}` });
    }
    const first = await listAudit(db, { limit: 2, actorId: other.id });
    expect(first.items.map((entry) => entry.targetId)).toEqual(["w-2", "w-1"]);
    const second = await listAudit(db, { limit: 2, actorId: other.id, cursor: first.nextCursor ?? undefined });
    expect(second.items.map((entry) => entry.targetId)).toEqual(["w-0"]);
    expect(second.nextCursor).toBeNull();

    expect((await listAudit(db, { limit: 50, action: "ad.take_down" })).items.map((e) => e.targetId)).toEqual(["ad-1"]);
    expect(
      (await listAudit(db, { limit: 50, targetType: "withdrawal", targetId: "w-1" })).items.map((e) => e.actorId),
    ).toEqual([other.id]);
  });
});
