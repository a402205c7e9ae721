import type { Page } from "@placard/shared/pagination";
import { type AdReport, type AdReportStatus, REPORT_TEXT, type reportAdSchema } from "@placard/shared/trust";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { toPage } from "../../lib/pagination.js";
import { toCreative } from "../ads/index.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { findServedAd } from "../delivery/index.js";
import { dismissAdReport, findSpaceByPublicId, insertAdReport, listAdReports } from "./queries.js";

/**
 * The ad a report page names: its business name while delivery serves it (the rule of
 * `findServedAd`). A pending, rejected, unpaid, scheduled, ended or taken-down ad is 404,
 * exactly as an id that does not exist, whoever asks (issue #29).
 */
export async function reportableAd(db: Db, adId: string) {
  const ad = await findServedAd(db, adId);
  if (!ad) throw new AppError("not_found", REPORT_TEXT.unknownAd);
  return { adId: ad.id, businessName: ad.businessName };
}

/** Queues a reader's report for the operator. Nothing about the reader is kept (no account, no address). */
export async function reportAd(db: Db, logger: FastifyBaseLogger, input: z.output<typeof reportAdSchema>) {
  const ad = await findServedAd(db, input.adId);
  if (!ad) throw new AppError("not_found", REPORT_TEXT.unknownAd);
  const space = input.space ? await findSpaceByPublicId(db, input.space) : undefined;
  const row = await insertAdReport(db, {
    adId: ad.id,
    spaceId: space?.id ?? null,
    reason: input.reason,
    message: input.message || null,
  });
  logger.info({ adReportId: row.id, adId: ad.id, reason: row.reason }, "Ad reported");
  return { id: row.id };
}

export async function listReportsForOperator(
  db: Db,
  query: { status: AdReportStatus; cursor?: string; limit: number },
): Promise<Page<AdReport>> {
  const rows = await listAdReports(db, { ...query, limit: query.limit + 1 });
  return toPage(
    rows,
    query.limit,
    (row) => ({ at: row.cursorAt, id: row.report.id }),
    (row): AdReport => ({
      id: row.report.id,
      ad: {
        id: row.ad.id,
        businessName: row.ad.businessName,
        creative: toCreative(row.creative),
        takenDown: row.ad.takenDownAt !== null,
      },
      websiteName: row.websiteName,
      reason: row.report.reason,
      message: row.report.message,
      status: row.report.status,
      createdAt: row.report.createdAt.toISOString(),
    }),
  );
}

/** The operator finds nothing wrong: the report leaves the queue, and the audit log says who decided. */
export async function dismissReport(db: Db, operator: AuditActor, reportId: string, note: string) {
  await db.transaction(async (tx) => {
    const row = await dismissAdReport(tx, reportId, operator.id);
    if (!row) throw notFound("errors.not_found.open_report");
    await recordAudit(tx, {
      actor: operator,
      action: "report.dismiss",
      targetType: "report",
      targetId: reportId,
      reason: note || null,
      details: { adId: row.adId, reportReason: row.reason },
    });
  });
}
