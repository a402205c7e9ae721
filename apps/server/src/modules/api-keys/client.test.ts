import type { AddressInfo } from "node:net";
import { type PlacardClient, createPlacardClient } from "@placard/client";
import type { CreatedApiKey } from "@placard/shared/api-keys";
import { beforeAll, describe, expect, it } from "vitest";
import { dailyStats } from "../../db/schema/campaigns.js";
import { ledgerEntries } from "../../db/schema/money.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";

/**
 * The typed client (packages/client, generated from the OpenAPI document) used as an
 * integrator would: a real key, over HTTP, against a listening server. What docs/api.md
 * shows, proven to typecheck and to work.
 */

const t = useTestApp();
let baseUrl: string;
let advertiser: TestUser;
let adId: string;
let client: PlacardClient;

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const TRANSACTIONS = 7;

async function makeKey(owner: TestUser, access: "read" | "write"): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/account/api-keys",
    headers: { cookie: owner.cookie },
    payload: { name: `Dashboard ${access}`, access },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as CreatedApiKey).key;
}

beforeAll(async () => {
  advertiser = await signUpUser(t.app);
  const owner = await signUpUser(t.app);
  const made = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", capacity: 2 }],
    state: "running",
    businessName: "Inzozi Bakery",
  });
  adId = made.request.adId;
  const spaceId = made.spaces[0]?.id ?? "";
  await t.app.database.db.insert(dailyStats).values({ adId, spaceId, day: yesterday, views: 120, clicks: 7 });
  await t.app.database.db.insert(ledgerEntries).values(
    Array.from({ length: TRANSACTIONS }, (_, index) => [
      {
        transactionKey: `client:${index}`,
        idempotencyKey: `client:${index}:user`,
        account: "owner_available" as const,
        userId: advertiser.id,
        kind: "earning",
        amountCents: 100 + index,
        description: `Movement ${index}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      },
      {
        transactionKey: `client:${index}`,
        idempotencyKey: `client:${index}:internal`,
        account: "platform_fees" as const,
        userId: null,
        kind: "internal",
        amountCents: -(100 + index),
        description: `Movement ${index}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      },
    ]).flat(),
  );
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  client = createPlacardClient({ baseUrl, apiKey: await makeKey(advertiser, "read") });
});

describe("the generated client with an API key", () => {
  it("lists my ads with yesterday's views and clicks", async () => {
    const { data: ads, error } = await client.GET("/api/ads", { params: { query: { limit: 50 } } });
    expect(error).toBeUndefined();
    expect(ads?.items.map((ad) => ad.id)).toEqual([adId]);
    expect(ads?.items[0]?.businessName).toBe("Inzozi Bakery");
    const { data: stats } = await client.GET("/api/ads/{adId}/stats", {
      params: { path: { adId }, query: { from: yesterday, to: yesterday } },
    });
    expect(stats).toMatchObject({ views: 120, clicks: 7 });
  });

  it("pages through my transactions by cursor", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { data, error } = await client.GET("/api/wallet/transactions", {
        params: { query: { limit: 3, ...(cursor ? { cursor } : {}) } },
      });
      if (error) throw new Error(error.message);
      seen.push(...data.items.map((item) => item.description));
      cursor = data.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: TRANSACTIONS }, (_, index) => `Movement ${TRANSACTIONS - 1 - index}`));
  });

  it("downloads a CSV", async () => {
    const { data, response } = await client.GET("/api/wallet/transactions.csv", {
      params: { query: { from: "2026-01-01" } },
      parseAs: "text",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(data?.split("\r\n").filter(Boolean)).toHaveLength(TRANSACTIONS + 1);
  });

  it("gets 401 without a valid key and 403 writing with a read-only one", async () => {
    const stranger = createPlacardClient({ baseUrl, apiKey: "plc_not-a-key" });
    const { error, response } = await stranger.GET("/api/me");
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ error: expect.any(String) });
    const write = await client.POST("/api/notifications/read-all");
    expect(write.response.status).toBe(403);
  });
});
