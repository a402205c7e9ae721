import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { mediaObjects } from "../../db/schema/inventory.js";

export type MediaRow = typeof mediaObjects.$inferSelect;
export type NewMediaRow = typeof mediaObjects.$inferInsert;

export async function insertMedia(executor: Executor, row: NewMediaRow): Promise<MediaRow> {
  const [inserted] = await executor.insert(mediaObjects).values(row).returning();
  if (!inserted) throw new Error("insert into media_objects returned nothing");
  return inserted;
}

export async function findMediaById(executor: Executor, id: string): Promise<MediaRow | undefined> {
  const [row] = await executor.select().from(mediaObjects).where(eq(mediaObjects.id, id));
  return row;
}
