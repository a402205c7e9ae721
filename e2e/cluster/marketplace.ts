// What the cluster test does as its two people (cluster.test.ts): an advertiser who prepares,
// submits and pays for ads, an owner who approves them, and what delivery counted in the database.
import { type Client, mp4File } from "./client.js";
import type { Cluster } from "./harness.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Draft {
  id: string;
  creative: { url: string } | null;
}

export class Marketplace {
  /** The owner's website, once the test created it. */
  websiteId = "";

  constructor(
    readonly cluster: Cluster,
    readonly owner: Client,
    readonly advertiser: Client,
  ) {}

  /** A draft ad with a video creative, details and the website's `spaceIds`, all through `server`. */
  async prepareAd(spaceIds: string[], businessName: string, server?: "a" | "b"): Promise<Draft> {
    const form = new FormData();
    form.set("creative", new Blob([new Uint8Array(mp4File(48 * 1024))], { type: "video/mp4" }), "ad.mp4");
    const draft = await this.advertiser.expectJson<Draft>("POST", "/api/ads/drafts", 201, { form, server });
    await this.advertiser.expectJson("PATCH", `/api/ads/drafts/${draft.id}`, 200, {
      server,
      json: {
        businessName,
        businessLink: "https://acme.example.com",
        businessLocation: "Kigali",
        description: "Fresh",
      },
    });
    await this.advertiser.expectJson("PUT", `/api/ads/drafts/${draft.id}/selection`, 200, {
      server,
      json: { websiteIds: [this.websiteId], spaceIds },
    });
    return draft;
  }

  async submitAndApprove(adId: string, server?: "a" | "b"): Promise<string> {
    await this.advertiser.expectJson("POST", `/api/ads/drafts/${adId}/submit`, 201, { server });
    const review = await this.owner.expectJson<{ websites: { requestId: string }[] }>(
      "GET",
      `/api/reviews/ads/${adId}`,
      200,
      {
        server,
      },
    );
    const requestId = review.websites[0]?.requestId ?? "";
    const approved = await this.owner.request("POST", `/api/reviews/requests/${requestId}/approve`, { server });
    if (!approved.ok) throw new Error(`approve failed: ${approved.status} ${await approved.text()}`);
    return requestId;
  }

  /**
   * The payer's side of a sandbox checkout: start, pay, come back. A step that meets a dead
   * server (502/503 or a reset) is repeated, as a browser's user would reload.
   */
  async pay(requestId: string, server?: "a" | "b"): Promise<{ status: string | null; retries: number }> {
    let retries = 0;
    const step = async (method: string, path: string, options: Parameters<Client["request"]>[2] = {}) => {
      for (;;) {
        try {
          const response = await this.advertiser.request(method, path, { ...options, server });
          if (response.status < 500) return response;
        } catch {
          // The connection died with the server.
        }
        retries += 1;
        if (retries > 30) throw new Error(`gave up on ${method} ${path}`);
        await sleep(200);
      }
    };
    const started = await step("POST", "/api/payments", { json: { requestId, email: "payer@example.com" } });
    if (started.status !== 201) throw new Error(`start payment: ${started.status} ${await started.text()}`);
    const { paymentLink } = (await started.json()) as { paymentLink: string };
    const checkout = await step("POST", new URL(paymentLink).pathname, {
      form: new URLSearchParams({ action: "pay", method: "card" }),
    });
    const back = await step("GET", String(checkout.headers.get("location")));
    const result = new URL(String(back.headers.get("location")), this.cluster.url).searchParams.get("status");
    return { status: result, retries };
  }

  async decisionOf(publicId: string, server: "a" | "b") {
    const response = await this.advertiser.request("GET", `/serve/v1/spaces?ids=${publicId}`, { server });
    const body = (await response.json()) as { spaces: Record<string, { ads: { token: string }[] }> };
    return body.spaces[publicId]?.ads ?? [];
  }

  async viewsOf(adId: string): Promise<number> {
    const result = await this.cluster.db.query<{ views: string }>(
      "select coalesce(sum(views), 0) as views from daily_stats where ad_id = $1",
      [adId],
    );
    return Number(result.rows[0]?.views ?? 0);
  }

  /** Views and clicks delivery refused for `adId` (bots, replays, over the limit…), all reasons. */
  async refusalsOf(adId: string): Promise<number> {
    const result = await this.cluster.db.query<{ refused: string }>(
      `select coalesce(sum(bot + too_fast + replay + other_client + over_limit), 0) as refused
         from daily_refusals where ad_id = $1`,
      [adId],
    );
    return Number(result.rows[0]?.refused ?? 0);
  }
}
