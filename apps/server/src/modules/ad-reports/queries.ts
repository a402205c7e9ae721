import type { AdReportStatus } from "@placard/shared/trust";
import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ads } from "../../db/schema/campaigns.js";
import { mediaObjects, spaces, websites } from "../../db/schema/inventory.js";
import { adReports } from "../../db/schema/trust.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

export async function findSpaceByPublicId(executor: Executor, publicId: string) {
  const [row] = await executor.select({ id: spaces.id }).from(spaces).where(eq(spaces.publicId, publicId));
  return row;
}

export async function insertAdReport(executor: Executor, row: typeof adReports.$inferInsert) {
  const [inserted] = await executor.insert(adReports).values(row).returning();
  if (!inserted) throw new Error("The report was not stored");
  return inserted;
}

/** Reports in one state, newest first (keyset on created_at, id), with the ad and where it was seen. */
export async function listAdReports(
  executor: Executor,
  page: { status: AdReportStatus; cursor?: string; limit: number },
) {
  return executor
    .select({
      report: adReports,
      ad: ads,
      creative: mediaObjects,
      websiteName: websites.name,
      cursorAt: cursorTime(adReports.createdAt),
    })
    .from(adReports)
    .innerJoin(ads, eq(ads.id, adReports.adId))
    .leftJoin(mediaObjects, eq(mediaObjects.id, ads.creativeMediaId))
    .leftJoin(spaces, eq(spaces.id, adReports.spaceId))
    .leftJoin(websites, eq(websites.id, spaces.websiteId))
    .where(and(eq(adReports.status, page.status), afterCursor(adReports.createdAt, adReports.id, page.cursor)))
    .orderBy(desc(adReports.createdAt), desc(adReports.id))
    .limit(page.limit);
}

/** Dismisses an open report; undefined when there is no open report of that id. */
export async function dismissAdReport(executor: Executor, reportId: string, operatorId: string) {
  const [row] = await executor
    .update(adReports)
    .set({ status: "dismissed", resolvedBy: operatorId, resolvedAt: new Date() })
    .where(and(eq(adReports.id, reportId), eq(adReports.status, "open")))
    .returning();
  return row;
}
