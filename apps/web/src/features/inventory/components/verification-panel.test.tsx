import type { Website } from "@placard/shared/websites";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "@/test/render";
import { VerificationPanel } from "./verification-panel";

const TOKEN = "0123456789abcdef0123456789abcdef";
const website = (overrides: Partial<Website> = {}): Website => ({
  id: "w1",
  name: "Kigali Daily",
  url: "https://www.kigali.example.com/news",
  status: "pending",
  verificationToken: TOKEN,
  embedSeen: null,
  logoUrl: null,
  thumbnailUrl: null,
  spaceCount: 1,
  createdAt: "2026-11-22T10:00:00.000Z",
  ...overrides,
});

describe("verification panel", () => {
  it("offers the meta tag and the well-known file with its exact contents", async () => {
    renderScreen(<VerificationPanel website={website()} />);
    expect(await screen.findByTestId("verification-tag")).toHaveTextContent(
      `<meta name="placard-verification" content="${TOKEN}">`,
    );
    expect(screen.getByTestId("verification-file-url")).toHaveTextContent(
      "https://www.kigali.example.com/.well-known/placard-verification.txt",
    );
    expect(screen.getByTestId("verification-file-contents").textContent).toBe(TOKEN);
    expect(screen.getByRole("link", { name: "Download the file" })).toHaveAttribute(
      "href",
      `data:text/plain;charset=utf-8,${TOKEN}%0A`,
    );
    expect(screen.queryByTestId("embed-seen")).toBeNull();
  });

  it("shows where the embed was seen as a hint, never as verification", async () => {
    const embedSeen = { origin: "https://www.kigali.example.com", at: "2026-11-26T05:20:00.000Z" };
    renderScreen(<VerificationPanel website={website({ embedSeen })} />);
    expect(await screen.findByTestId("embed-seen")).toHaveTextContent(
      /^Embed seen on https:\/\/www\.kigali\.example\.com at November 26, 2026, \d{1,2}:20 [AP]M$/,
    );
    expect(screen.getByText(/it does not verify the website/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Verify now" })).toBeInTheDocument();
  });

  it("keeps the hint once the website is verified", async () => {
    const embedSeen = { origin: "https://kigali.example.com", at: "2026-11-26T05:20:00.000Z" };
    renderScreen(<VerificationPanel website={website({ status: "verified", embedSeen })} />);
    expect(await screen.findByTestId("embed-seen")).toHaveTextContent(/^Embed seen on https:\/\/kigali\.example\.com/);
    expect(screen.queryByRole("button", { name: "Verify now" })).toBeNull();
  });
});
