import { randomBytes } from "node:crypto";
import type { CreateSpaceInput, Space } from "@placard/shared/spaces";
import type { Website } from "@placard/shared/websites";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import { ads, placementRequestSpaces, placementRequests } from "../db/schema/campaigns.js";
import { cookieHeader } from "./app.js";
import { pngImage } from "./images.js";
import { multipart } from "./multipart.js";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Cookie header carrying the user's session. */
  cookie: string;
}

export function userInput(overrides: Partial<Omit<TestUser, "id" | "cookie">> = {}) {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `user-${randomBytes(4).toString("hex")}@example.com`,
    password: "correct horse battery",
    ...overrides,
  };
}

/** Signs a new user up through the real endpoint and returns their session. */
export async function signUpUser(
  app: FastifyInstance,
  overrides: Partial<Omit<TestUser, "id" | "cookie">> & { ref?: string } = {},
): Promise<TestUser> {
  const { ref, ...rest } = overrides;
  const input = userInput(rest);
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: { ...input, ...(ref === undefined ? {} : { ref }) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user: { id: string } };
  return { ...input, id: body.user.id, cookie: cookieHeader(response) };
}

/** Creates a website through the real multipart endpoint. */
export async function createWebsite(
  app: FastifyInstance,
  owner: TestUser,
  fields: { name?: string; url?: string } = {},
): Promise<Website> {
  const form = multipart(
    {
      name: fields.name ?? "Kigali Daily",
      url: fields.url ?? `https://site-${randomBytes(3).toString("hex")}.example.com`,
    },
    [{ field: "logo", filename: "logo.png", contentType: "image/png", data: await pngImage() }],
  );
  const response = await app.inject({
    method: "POST",
    url: "/api/websites",
    headers: { ...form.headers, cookie: owner.cookie },
    payload: form.payload,
  });
  if (response.statusCode !== 201) throw new Error(`create website failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function createSpaces(
  app: FastifyInstance,
  owner: TestUser,
  websiteId: string,
  spaces: CreateSpaceInput[],
): Promise<Space[]> {
  const response = await app.inject({
    method: "POST",
    url: `/api/websites/${websiteId}/spaces`,
    headers: { cookie: owner.cookie },
    payload: { spaces },
  });
  if (response.statusCode !== 201) throw new Error(`create spaces failed: ${response.statusCode} ${response.body}`);
  return response.json().spaces;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * An advertiser's submitted ad requesting `spaceIds` on a website, in a given state.
 * (The campaign screens that create these arrive with the advertiser issue.)
 */
export async function createPlacementRequest(
  db: Db,
  options: {
    advertiserId: string;
    websiteId: string;
    spaceIds: string[];
    state: "pending" | "approved-unpaid" | "running" | "expired" | "rejected";
    businessName?: string;
  },
) {
  const [ad] = await db
    .insert(ads)
    .values({
      advertiserId: options.advertiserId,
      status: "submitted",
      businessName: options.businessName ?? "Acme",
      submittedAt: new Date(),
    })
    .returning();
  if (!ad) throw new Error("no ad");
  const now = Date.now();
  const state = {
    pending: {},
    // Inside its payment window (decision 0015), as an approval just made.
    "approved-unpaid": { reviewStatus: "approved" as const, holdExpiresAt: new Date(now + 2 * DAY) },
    running: {
      reviewStatus: "approved" as const,
      paymentStatus: "paid" as const,
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 29 * DAY),
    },
    expired: {
      reviewStatus: "approved" as const,
      paymentStatus: "paid" as const,
      startsAt: new Date(now - 31 * DAY),
      endsAt: new Date(now - DAY),
    },
    rejected: { reviewStatus: "rejected" as const, rejectionReason: "Off topic" },
  }[options.state];
  const [request] = await db
    .insert(placementRequests)
    .values({ adId: ad.id, websiteId: options.websiteId, ...state })
    .returning();
  if (!request) throw new Error("no request");
  await db
    .insert(placementRequestSpaces)
    .values(options.spaceIds.map((spaceId) => ({ requestId: request.id, spaceId })));
  return request;
}

/** A new website of `owner` with `spaces`, and an advertiser's request for all of them in `state`. */
export async function createRequestOnNewWebsite(
  app: FastifyInstance,
  options: {
    owner: TestUser;
    advertiserId: string;
    spaces: CreateSpaceInput[];
    state: Parameters<typeof createPlacementRequest>[1]["state"];
    businessName?: string;
  },
) {
  const website = await createWebsite(app, options.owner);
  const spaces = await createSpaces(app, options.owner, website.id, options.spaces);
  const request = await createPlacementRequest(app.database.db, {
    advertiserId: options.advertiserId,
    websiteId: website.id,
    spaceIds: spaces.map((space) => space.id),
    state: options.state,
    businessName: options.businessName,
  });
  return { website, spaces, request };
}

/** A draft with a PNG creative, its details and this selection, ready to submit: its id. */
export async function completeDraft(
  app: FastifyInstance,
  user: TestUser,
  selection: { websiteIds: string[]; spaceIds: string[] },
  businessName = "Acme Coffee",
): Promise<string> {
  const headers = { cookie: user.cookie };
  const form = multipart({}, [
    { field: "creative", filename: "a.png", contentType: "image/png", data: await pngImage() },
  ]);
  const created = await app.inject({
    method: "POST",
    url: "/api/ads/drafts",
    headers: { ...form.headers, ...headers },
    payload: form.payload,
  });
  if (created.statusCode !== 201) throw new Error(`draft failed: ${created.statusCode} ${created.body}`);
  const draft = created.json() as { id: string };
  await app.inject({
    method: "PATCH",
    url: `/api/ads/drafts/${draft.id}`,
    headers,
    payload: { businessName, businessLink: "acme.example.com", businessLocation: "Kigali", description: "Fresh beans" },
  });
  await app.inject({ method: "PUT", url: `/api/ads/drafts/${draft.id}/selection`, headers, payload: selection });
  return draft.id;
}

/** An advertiser's ad published on the given (website, space) pairs through the real endpoints. */
export async function publishAd(
  app: FastifyInstance,
  user: TestUser,
  targets: { websiteId: string; spaceId: string }[],
  businessName = "Acme Coffee",
): Promise<{ id: string }> {
  const selection = { websiteIds: targets.map((x) => x.websiteId), spaceIds: targets.map((x) => x.spaceId) };
  const draftId = await completeDraft(app, user, selection, businessName);
  const response = await app.inject({
    method: "POST",
    url: `/api/ads/drafts/${draftId}/submit`,
    headers: { cookie: user.cookie },
    payload: {},
  });
  if (response.statusCode !== 201) throw new Error(`publish failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A direct ad (`/direct-ad`'s one form) with a PNG creative on one space, through the real endpoint: the response. */
export async function postDirectAd(
  app: FastifyInstance,
  user: TestUser,
  target: { websiteId: string; spaceId: string },
  fields: { businessName?: string; description?: string } = {},
) {
  const form = multipart(
    {
      websiteId: target.websiteId,
      categoryId: target.spaceId,
      businessName: fields.businessName ?? "Later Shop",
      businessLink: "https://shop.example.com",
      businessLocation: "Kigali",
      description: fields.description ?? "Fresh",
    },
    [{ field: "creative", filename: "a.png", contentType: "image/png", data: await pngImage() }],
  );
  return app.inject({
    method: "POST",
    url: "/api/ads/direct",
    headers: { ...form.headers, cookie: user.cookie },
    payload: form.payload,
  });
}
