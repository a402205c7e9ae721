import type { Website } from "@placard/shared/websites";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "@/test/render";
import { WebsiteCard } from "./website-card";

const website = (status: Website["status"]): Website => ({
  id: "w1",
  name: "Kigali Daily",
  url: "https://kigali.example.com",
  status,
  verificationToken: "0123456789abcdef0123456789abcdef",
  embedSeen: null,
  logoUrl: null,
  thumbnailUrl: null,
  spaceCount: 2,
  createdAt: "2026-11-22T10:00:00.000Z",
});

describe("website card", () => {
  it("shows whether the website is verified", async () => {
    renderScreen(<WebsiteCard website={website("pending")} />);
    expect(await screen.findByTestId("website-status")).toHaveTextContent("Pending verification");
  });

  it("shows Verified once it is", async () => {
    renderScreen(<WebsiteCard website={website("verified")} />);
    expect(await screen.findByTestId("website-status")).toHaveTextContent("Verified");
  });
});
