import type { Draft, PublicSpace, PublicWebsite } from "@placard/shared/ads";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { type StubCall, stubApi } from "@/test/stub-api";
import { CategoriesStepPage } from "./categories-step-page";
import { WebsitesPage } from "./websites-page";

afterEach(() => vi.unstubAllGlobals());

const draft = (selectedWebsiteIds: string[]): Draft => ({
  id: "d1",
  creative: { kind: "image", mime: "image/png", url: "/media/ad.png", thumbnailUrl: null, sizeBytes: 10 },
  businessName: "Acme Coffee",
  businessLink: "https://acme.example.com",
  businessLocation: "Kigali",
  description: "",
  selectedWebsiteIds,
  selectedSpaceIds: [],
  updatedAt: "2026-11-22T08:00:00.000Z",
});

const website = (index: number): PublicWebsite => ({
  id: `w${index}`,
  name: `Gazette ${index}`,
  url: `https://gazette${index}.example.com`,
  thumbnailUrl: null,
  spaceCount: 1,
  verified: false,
  measuredViewsPerDay: null,
});

const listCalls = (calls: StubCall[]) => calls.filter((call) => call.url.startsWith("/api/marketplace/websites"));

describe("/websites (decision 0020)", () => {
  it("shows the first page and loads the next one by its cursor, with the search sent to the server", async () => {
    const calls = stubApi({
      "GET /api/ads/drafts/current": [200, draft([])],
      "GET /api/marketplace/websites": (call: StubCall) =>
        call.url.includes("cursor=page-2")
          ? [200, { items: [website(50)], nextCursor: null }]
          : [200, { items: Array.from({ length: 50 }, (_, index) => website(index)), nextCursor: "page-2" }],
    });
    const user = userEvent.setup();
    renderScreen(<WebsitesPage />, { entries: ["/websites"] });
    await screen.findByText("Gazette 0");
    expect(screen.queryByText("Gazette 50")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Load more websites" }));
    await screen.findByText("Gazette 50");
    expect(screen.queryByRole("button", { name: "Load more websites" })).toBeNull();
    expect(listCalls(calls).map((call) => call.url)).toContain("/api/marketplace/websites?cursor=page-2");

    await user.type(screen.getByRole("searchbox", { name: "Search websites" }), "kigali");
    await vi.waitFor(() => expect(listCalls(calls).at(-1)?.url).toBe("/api/marketplace/websites?q=kigali"));
  });
});

describe("/categories", () => {
  it("names the draft's websites by asking for them by id, whatever page they were on", async () => {
    const calls = stubApi({
      "GET /api/ads/drafts/current": [200, draft(["w7", "w120"])],
      "GET /api/marketplace/spaces": [200, { spaces: [] }],
      "GET /api/marketplace/websites": [200, { items: [website(120), website(7)], nextCursor: null }],
    });
    renderScreen(<CategoriesStepPage />, { entries: ["/categories"] });
    await screen.findByRole("heading", { name: "Gazette 120" });
    expect(screen.getByRole("heading", { name: "Gazette 7" })).toBeInTheDocument();
    expect(listCalls(calls).map((call) => call.url)).toEqual(["/api/marketplace/websites?limit=50&ids=w120,w7"]);
  });

  it("lets a space full today be chosen when it frees up within 90 days, saying from when", async () => {
    const space = (id: string, name: string, fields: Partial<PublicSpace>): PublicSpace => ({
      id,
      websiteId: "w7",
      placementKey: "sidebar",
      spaceType: "sidebar",
      name,
      description: "",
      instructions: "",
      priceCents: 2000,
      capacity: 1,
      available: 0,
      isFull: true,
      freeFrom: null,
      tier: "bronze",
      visitorMin: 0,
      visitorMax: 5000,
      measured: null,
      pricePerThousandViewsCents: null,
      ...fields,
    });
    stubApi({
      "GET /api/ads/drafts/current": [200, draft(["w7"])],
      "GET /api/marketplace/spaces": [
        200,
        {
          spaces: [
            space("s1", "Sidebar", { freeFrom: "2026-12-06" }),
            space("s2", "Bottom", {}),
            space("s3", "Overlay", { isFull: false, available: 1 }),
          ],
        },
      ],
      "GET /api/marketplace/websites": [200, { items: [website(7)], nextCursor: null }],
    });
    renderScreen(<CategoriesStepPage />, { entries: ["/categories"] });
    await screen.findByRole("checkbox", { name: "Sidebar" });
    expect(screen.getAllByText("Fully Booked")).toHaveLength(2);
    expect(screen.getByText("· Free from December 6, 2026")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Sidebar" })).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: "Bottom" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Overlay" })).toBeEnabled();
  });
});
