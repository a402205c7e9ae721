import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "@/lib/session";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { DashboardPage } from "./dashboard-page";

vi.mock("@/lib/session", () => ({ useSession: vi.fn() }));

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({
    user: { id: "u1", name: "Amani Uwase", email: "amani@example.com" },
    isLoading: false,
    error: null,
  } as ReturnType<typeof useSession>);
});
afterEach(() => vi.unstubAllGlobals());

describe("/dashboard's words (#34.9)", () => {
  it("says a filter matched nothing, for an advertiser with campaigns, and offers them all", async () => {
    stubApi({
      // Six campaigns, none rejected.
      "GET /api/ads": [200, { items: [], nextCursor: null }],
      "GET /api/ads/totals": (call) => [200, { count: call.url.includes("state=") ? 0 : 6 }],
      "GET /api/websites/totals": [200, { count: 0 }],
    });
    const user = userEvent.setup();
    renderScreen(<DashboardPage />, { entries: ["/dashboard?state=rejected"] });

    expect(await screen.findByRole("heading", { name: "No Campaigns Found" })).toBeInTheDocument();
    expect(screen.getByText("None of your campaigns matches this search or filter.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create Your First Campaign" })).not.toBeInTheDocument();
    // The heading names what the list holds: every state, not only running ads.
    expect(screen.getByRole("heading", { level: 1, name: "Your Campaigns" })).toBeInTheDocument();
    // The filter is called what its badges say.
    const filters = screen.getByRole("group", { name: "Filter campaigns" });
    expect(within(filters).getByRole("button", { name: "Awaiting review" })).toBeInTheDocument();
    expect(within(filters).queryByRole("button", { name: "Pending" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show all campaigns" }));
    // Unfiltered (and, in this stub, empty): the first-campaign invitation, not "not found".
    expect(await screen.findByRole("link", { name: "Create Your First Campaign" })).toBeInTheDocument();
  });
});
