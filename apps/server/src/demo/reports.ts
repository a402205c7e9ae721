import { reportAd } from "../modules/ad-reports/index.js";
import type { PublishedCampaign } from "./campaigns.js";
import { type DemoContext, spaceOf } from "./context.js";

/**
 * One reader's "Report this ad" on a running campaign (issue #16), for the operator's
 * /admin/reports queue: made through the same service the public report page posts to.
 */
export async function reportRunningAd(context: DemoContext, published: PublishedCampaign[]): Promise<string> {
  for (const { campaign, adId } of published) {
    const target = campaign.targets.find((t) => t.outcome.state === "paid" && t.outcome.daysAgo < 30);
    const placement = target?.placements[0];
    if (!target || !placement) continue;
    await reportAd(context.db, context.app.log, {
      adId,
      space: spaceOf(context, target.website, placement).publicId,
      reason: "misleading",
      message: "The ad promises delivery in 48 hours; my order took three weeks.",
    });
    return adId;
  }
  throw new Error("Demo data: no running campaign to report");
}
