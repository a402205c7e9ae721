import type { Draft, PublicSpace, PublicWebsite } from "@placard/shared/ads";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { type StubCall, stubApi } from "@/test/stub-api";
import { CategoriesStepPage } from "./categories-step-page";

afterEach(() => vi.unstubAllGlobals());

const draft: Draft = {
  id: "d1",
  creative: { kind: "image", mime: "image/png", url: "/media/ad.png", thumbnailUrl: null, sizeBytes: 10 },
  businessName: "Acme Coffee",
  businessLink: "https://acme.example.com",
  businessLocation: "Kigali",
  description: "",
  selectedWebsiteIds: ["wa", "wb"],
  selectedSpaceIds: [],
  updatedAt: "2026-11-22T08:00:00.000Z",
};
const website = (id: string, name: string): PublicWebsite => ({
  id,
  name,
  url: `https://${id}.example.com`,
  thumbnailUrl: null,
  spaceCount: 2,
  verified: true,
  measuredViewsPerDay: 100,
});
const space = (id: string, websiteId: string, name: string, pricePerThousandViewsCents: number): PublicSpace => ({
  id,
  websiteId,
  placementKey: "sidebar",
  spaceType: "sidebar",
  name,
  description: "",
  instructions: "",
  priceCents: 2000,
  capacity: 3,
  available: 3,
  isFull: false,
  freeFrom: null,
  tier: "bronze",
  visitorMin: 0,
  visitorMax: 5000,
  measured: { days: 30, viewsPerDay: 100, clicksPerDay: 1 },
  pricePerThousandViewsCents,
});
// Listed: each website's spaces in its own order; sorted (by the server): across websites.
const listed = [
  space("a1", "wa", "Alpha top", 120),
  space("a2", "wa", "Alpha side", 50),
  space("b1", "wb", "Beta top", 80),
];
const sorted = [listed[1], listed[2], listed[0]];

describe("/categories sorted by price per 1,000 measured views (#34.14)", () => {
  it("orders the spaces across the chosen websites in one list, each naming its website", async () => {
    stubApi({
      "GET /api/ads/drafts/current": [200, draft],
      "GET /api/marketplace/spaces": (call: StubCall) => [
        200,
        { spaces: call.url.includes("sort=pricePerThousandViews") ? sorted : listed },
      ],
      "GET /api/marketplace/websites": [
        200,
        { items: [website("wa", "Alpha"), website("wb", "Beta")], nextCursor: null },
      ],
    });
    const user = userEvent.setup();
    renderScreen(<CategoriesStepPage />, { entries: ["/categories"] });
    // As listed: one section per website.
    expect(await screen.findByRole("region", { name: "Alpha" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Beta" })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Sort spaces"), "pricePerThousandViews");
    const list = await screen.findByRole("region", { name: "Cheapest per 1,000 measured views first" });
    const names = () =>
      within(list)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("aria-label"));
    await vi.waitFor(() => expect(names()).toEqual(["Alpha side", "Beta top", "Alpha top"]));
    // Beta's space sits between Alpha's two: the sort is not within each website.
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => within(item).getByText(/^(Alpha|Beta)$/).textContent),
    ).toEqual(["Alpha", "Beta", "Alpha"]);
    expect(screen.queryByRole("region", { name: "Alpha" })).not.toBeInTheDocument();
  });
});

describe("/categories: the cheapest reach on every website (#34.14, decision 0050)", () => {
  it("lists the marketplace's cheapest spaces once asked, and choosing one adds its website and the space", async () => {
    const elsewhere = {
      ...space("c1", "wc", "Gamma side", 12),
      websiteName: "Gamma",
      websiteUrl: "https://wc.example.com",
    };
    const calls = stubApi({
      "GET /api/ads/drafts/current": [200, draft],
      "GET /api/marketplace/spaces": [200, { spaces: listed }],
      "GET /api/marketplace/websites": [
        200,
        { items: [website("wa", "Alpha"), website("wb", "Beta")], nextCursor: null },
      ],
      "GET /api/marketplace/cheapest-spaces": [200, { items: [elsewhere], nextCursor: null }],
      "PUT /api/ads/drafts/d1/selection": (call: StubCall) => [
        200,
        {
          ...draft,
          selectedWebsiteIds: (call.body as { websiteIds: string[] }).websiteIds,
          selectedSpaceIds: (call.body as { spaceIds: string[] }).spaceIds,
        },
      ],
    });
    const user = userEvent.setup();
    renderScreen(<CategoriesStepPage />, { entries: ["/categories"] });
    const show = await screen.findByRole("button", { name: "Show the cheapest spaces" });
    expect(calls.some((call) => call.url.includes("cheapest-spaces"))).toBe(false);
    await user.click(show);
    const list = await screen.findByTestId("cheapest-spaces");
    expect(within(list).getByText("Gamma")).toBeInTheDocument();
    await user.click(within(list).getByRole("checkbox", { name: "Gamma side" }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
        websiteIds: ["wa", "wb", "wc"],
        spaceIds: ["c1"],
      }),
    );
  });
});
