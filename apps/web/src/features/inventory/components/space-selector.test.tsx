import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { SpaceSelector } from "./space-selector";

const WEBSITE = "w1";
const header = {
  id: "s1",
  websiteId: WEBSITE,
  publicId: "abcdefghijkm",
  placementKey: "HeaderPic",
  spaceType: "primary",
  name: "Header",
  description: "",
  priceCents: 1000,
  capacity: 1,
  runningBookings: 0,
  activeAds: 0,
  instructions: "",
  tier: "bronze",
  visitorRange: { min: 0, max: 10000 },
  defaultLanguage: "english",
  createdAt: "2026-11-01T00:00:00.000Z",
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("adding spaces to a website that has some (#15.10)", () => {
  it("does not offer a placement the website already has, and never sends it", async () => {
    const calls = stubApi({
      [`GET /api/websites/${WEBSITE}/spaces`]: [200, { spaces: [header] }],
      [`POST /api/websites/${WEBSITE}/spaces`]: [201, { spaces: [header] }],
    });
    // A Header chosen earlier in this tab, before the website had one.
    sessionStorage.setItem(
      `placard:space-selection:${WEBSITE}`,
      JSON.stringify({ HeaderPic: { tier: "bronze", visitors: "", price: "10", capacity: "1", instructions: "" } }),
    );
    renderScreen(<SpaceSelector websiteId={WEBSITE} onCreated={() => {}} />);

    // Once the website's spaces are in: its Header is offered as already there, and disabled.
    expect(await screen.findByText("Already on this website")).toBeInTheDocument();
    const taken = screen.getByRole("button", { name: "Header" });
    expect(taken).toBeDisabled();
    expect(taken).toHaveAccessibleDescription(expect.stringContaining("Already on this website"));
    await waitFor(() => expect(screen.getByText("Selected 0 ad spaces")).toBeInTheDocument());

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Above the Fold" }));
    await user.click(await screen.findByRole("button", { name: "Save & Continue" }));
    await user.click(await screen.findByRole("button", { name: "Create 1 Ad Space" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({ spaces: [{ placementKey: "aboveTheFold" }] });
  });
});
