import type { PublicSpace } from "@placard/shared/ads";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SpaceTraffic, VerifiedBadge, WebsiteTraffic } from "./measured-traffic";

const space: PublicSpace = {
  id: "s1",
  websiteId: "w1",
  placementKey: "sidebar",
  spaceType: "sidebar",
  name: "Sidebar",
  description: "",
  instructions: "",
  priceCents: 3000,
  capacity: 3,
  available: 2,
  isFull: false,
  freeFrom: null,
  tier: "silver",
  visitorMin: 10_000,
  visitorMax: 100_000,
  measured: { days: 30, viewsPerDay: 1250.5, clicksPerDay: 2.4 },
  pricePerThousandViewsCents: 80,
};

describe("measured traffic (#17.4)", () => {
  it("shows Placard's counts, the price per 1,000 views and the declared tier side by side", () => {
    const { container } = render(<SpaceTraffic space={space} />);
    expect(screen.getByText("1.3K views/day · 2.4 clicks/day")).toBeInTheDocument();
    expect(container).toHaveTextContent("1.3K views/day · 2.4 clicks/day measured by Placard · $0.80 per 1,000 views");
    expect(screen.getByText("Silver tier, 10K–100K visitors/month declared")).toBeInTheDocument();
  });

  it("says when there is not enough data yet, still showing what was declared", () => {
    render(<SpaceTraffic space={{ ...space, measured: null, pricePerThousandViewsCents: null }} />);
    // What is needed, not only that something is missing (#34.15).
    expect(
      screen.getByText("Not enough data yet: traffic is measured once a space has 7 full days of history"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/per 1,000 views/)).not.toBeInTheDocument();
    expect(screen.getByText(/Silver tier/)).toBeInTheDocument();
  });

  it("shows the badge only for a verified website, and its measured views", () => {
    const { rerender } = render(<VerifiedBadge website={{ verified: true }} />);
    expect(screen.getByText("Verified")).toBeInTheDocument();
    rerender(<VerifiedBadge website={{ verified: false }} />);
    expect(screen.queryByText("Verified")).not.toBeInTheDocument();
    rerender(<WebsiteTraffic website={{ measuredViewsPerDay: 110 }} />);
    expect(screen.getByText("110 views/day, measured by Placard")).toBeInTheDocument();
    rerender(<WebsiteTraffic website={{ measuredViewsPerDay: null }} />);
    expect(
      screen.getByText("Traffic: not enough data yet, measured once one of its spaces has 7 full days of history"),
    ).toBeInTheDocument();
  });
});
