import { type Ad, campaignStatus } from "@placard/shared/ads";
import { formatCount } from "@placard/shared/format";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ReadMore } from "@/components/ui/read-more";
import { filterCampaigns } from "./dashboard-page";

describe("campaign status (SPEC §4)", () => {
  it("is Active when every website approved, Partially Active for some, Pending for none", () => {
    expect(campaignStatus(["approved", "approved"])).toBe("Active");
    expect(campaignStatus(["approved", "pending"])).toBe("Partially Active");
    expect(campaignStatus(["approved", "rejected"])).toBe("Partially Active");
    expect(campaignStatus(["pending", "rejected"])).toBe("Pending");
    expect(campaignStatus([])).toBe("Pending");
  });
});

describe("counts (SPEC §9)", () => {
  it("uses K from 1000 and M from 1000000, one decimal", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1K");
    expect(formatCount(1250)).toBe("1.3K");
    expect(formatCount(1_000_000)).toBe("1M");
    expect(formatCount(2_460_000)).toBe("2.5M");
  });
});

describe("campaign manager filters", () => {
  const ad = (id: string, name: string, status: Ad["campaignStatus"]) =>
    ({ id, businessName: name, description: "", campaignStatus: status }) as Ad;
  const ads = [
    ad("1", "Acme Coffee", "Active"),
    ad("2", "Beta Bikes", "Pending"),
    ad("3", "Acme Tea", "Partially Active"),
  ];

  it("filters by Approved / Pending and searches names without regard to case", () => {
    expect(filterCampaigns(ads, "", "approved").map((a) => a.id)).toEqual(["1", "3"]);
    expect(filterCampaigns(ads, "", "pending").map((a) => a.id)).toEqual(["2"]);
    expect(filterCampaigns(ads, "ACME", "all").map((a) => a.id)).toEqual(["1", "3"]);
  });
});

describe("Read More (SPEC §5: 150 characters)", () => {
  it("cuts long text and toggles Read More / Show Less", async () => {
    const user = userEvent.setup();
    const text = "x".repeat(151);
    render(<ReadMore text={text} />);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Read More" }));
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show Less" }));
    expect(screen.getByRole("button", { name: "Read More" })).toBeInTheDocument();
  });

  it("shows short text whole", () => {
    render(<ReadMore text="Short and sweet" />);
    expect(screen.getByText("Short and sweet")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
