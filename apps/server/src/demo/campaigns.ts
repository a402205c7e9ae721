import type { Ad, AdWebsite, Draft } from "@placard/shared/ads";
import { PAGE_LIMIT_MAX } from "@placard/shared/pagination";
import { saveDraftDetails, saveDraftSelection, submitDraft, listAdWebsites } from "../modules/ads/index.js";
import { qualifyReferral } from "../modules/referrals/index.js";
import { approveRequest, rejectRequest } from "../modules/reviews/index.js";
import { drawBanner } from "./artwork.js";
import type { DemoBusiness, DemoCampaign, DemoTarget } from "./catalogue-campaigns.js";
import type { PersonKey, WebsiteKey } from "./catalogue-inventory.js";
import { type DemoContext, type DemoUser, spaceOf, userOf, websiteOf } from "./context.js";
import { multipartForm, postForm } from "./http.js";
import { payThroughSandbox } from "./payments.js";
import { PAYMENT_JOBS } from "../modules/payments/index.js";
import { backdateDecision, backdateReleases, backdateSubmission } from "./timeline.js";

const details = (business: DemoBusiness) => ({
  businessName: business.businessName,
  businessLink: business.businessLink,
  businessLocation: business.businessLocation,
  description: business.description,
});

const creativeOf = (business: DemoBusiness, fields: Record<string, string> = {}) =>
  multipartForm(fields, {
    field: "creative",
    filename: `${business.businessName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.png`,
    contentType: "image/png",
    data: drawBanner(business.businessName, business.tagline, business.palette),
  });

/** The upload step of the guided flow: a new draft holding the creative. */
async function uploadDraft(context: DemoContext, advertiser: DemoUser, business: DemoBusiness): Promise<Draft> {
  const response = await postForm(
    context.app,
    advertiser.cookie,
    "/api/ads/drafts",
    creativeOf(business),
    `uploading ${business.businessName}'s creative`,
  );
  return response.json() as Draft;
}

/** The guided flow: upload, business details, websites and spaces, publish. */
async function publishGuided(context: DemoContext, advertiser: DemoUser, campaign: DemoCampaign): Promise<Ad> {
  const { db, notifier } = context;
  const draft = await uploadDraft(context, advertiser, campaign);
  await saveDraftDetails(db, advertiser.id, draft.id, details(campaign));
  await saveDraftSelection(db, advertiser.id, draft.id, {
    websiteIds: campaign.targets.map((target) => websiteOf(context, target.website).id),
    spaceIds: campaign.targets.flatMap((target) =>
      target.placements.map((placement) => spaceOf(context, target.website, placement).id),
    ),
  });
  const ad = await submitDraft(db, notifier, advertiser.id, draft.id);
  // As the publish route does: a submitted ad qualifies the advertiser's referral.
  await qualifyReferral(db, notifier, context.app.log, advertiser.id, advertiser.name);
  return ad;
}

/** The direct ad: creative, details and one space in one form ("Advertise here"). */
async function publishDirect(context: DemoContext, advertiser: DemoUser, campaign: DemoCampaign): Promise<Ad> {
  const [target] = campaign.targets;
  const placement = target?.placements[0];
  if (!target || !placement || campaign.targets.length > 1 || target.placements.length > 1) {
    throw new Error(`Demo data: a direct ad names exactly one space (${campaign.businessName})`);
  }
  const form = creativeOf(campaign, {
    ...details(campaign),
    websiteId: websiteOf(context, target.website).id,
    categoryId: spaceOf(context, target.website, placement).id,
  });
  const response = await postForm(
    context.app,
    advertiser.cookie,
    "/api/ads/direct",
    form,
    `publishing ${campaign.businessName} directly`,
  );
  return response.json() as Ad;
}

/** The owner's decision on one website of the ad, then the advertiser's payment. */
async function decide(
  context: DemoContext,
  advertiser: DemoUser,
  ad: Ad,
  websites: AdWebsite[],
  target: DemoTarget,
): Promise<string> {
  const website = websiteOf(context, target.website);
  const owner = userOf(context, website.owner);
  const requestId = websites.find((entry) => entry.websiteId === website.id)?.requestId;
  if (!requestId) throw new Error(`Demo data: ${ad.businessName} has no request on ${target.website}`);
  const { outcome } = target;
  if (outcome.state === "pending") return requestId;
  if (outcome.state === "rejected") {
    await rejectRequest(context.db, context.notifier, owner.id, requestId, outcome.reason, (id) =>
      context.app.payments.bookingEvents.emit("changed", id),
    );
  } else {
    await approveRequest(context.db, context.notifier, owner.id, requestId, context.app.config.PAYMENT_WINDOW_HOURS);
    if (outcome.state === "paid") await payThroughSandbox(context, advertiser, requestId, outcome.method);
  }
  await backdateDecision(context.db, requestId, outcome.daysAgo);
  if (outcome.state === "paid") {
    // A hold that is over in the story: the release job runs now, and its work moves to when it was due.
    await context.app.jobs.runDue({ kinds: [PAYMENT_JOBS.releaseEarnings] });
    await backdateReleases(context.db, requestId);
  }
  return requestId;
}

export interface PublishedCampaign {
  campaign: DemoCampaign;
  adId: string;
  requestIds: string[];
}

/** Plays one campaign through: publish, each owner's decision, payments, then its dates. */
export async function playCampaign(context: DemoContext, campaign: DemoCampaign): Promise<PublishedCampaign> {
  const advertiser = userOf(context, campaign.advertiser);
  const ad =
    campaign.via === "direct"
      ? await publishDirect(context, advertiser, campaign)
      : await publishGuided(context, advertiser, campaign);
  // A demo campaign has a handful of websites: one page holds them all.
  const { items: websites } = await listAdWebsites(context.db, advertiser.id, ad.id, { limit: PAGE_LIMIT_MAX });
  const requestIds: string[] = [];
  for (const target of campaign.targets) requestIds.push(await decide(context, advertiser, ad, websites, target));
  await backdateSubmission(context.db, ad.id, campaign.submittedDaysAgo);
  return { campaign, adId: ad.id, requestIds };
}

/** An ad left in progress: uploaded, described, websites chosen; the spaces step is next. */
export async function startDraft(
  context: DemoContext,
  draft: DemoBusiness & { advertiser: PersonKey; websites: WebsiteKey[] },
): Promise<string> {
  const advertiser = userOf(context, draft.advertiser);
  const created = await uploadDraft(context, advertiser, draft);
  await saveDraftDetails(context.db, advertiser.id, created.id, details(draft));
  await saveDraftSelection(context.db, advertiser.id, created.id, {
    websiteIds: draft.websites.map((key) => websiteOf(context, key).id),
    spaceIds: [],
  });
  return created.id;
}
