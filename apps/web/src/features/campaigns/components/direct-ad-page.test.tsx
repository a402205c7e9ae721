import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { DirectAdPage } from "./direct-ad-page";

afterEach(() => vi.unstubAllGlobals());

const open = () => renderScreen(<DirectAdPage />, { entries: ["/direct-ad?websiteId=w1&categoryId=s1"] });

/** Decision 0046: the screen tells errors apart by their domain code, never by their message. */
describe("DirectAdPage's missing website or space", () => {
  it.each([
    ["website_not_found", "Website not found"],
    ["space_not_found", "Category not found"],
  ])("names what is missing by the code %s, whatever the message says", async (code, title) => {
    stubApi({
      "GET /api/marketplace/spaces/s1": [404, { error: "not_found", code, message: "Nothing here (worded anyhow)" }],
    });
    open();
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it("says it could not load on any other failure, even one worded like a missing website", async () => {
    stubApi({ "GET /api/marketplace/spaces/s1": [404, { error: "not_found", message: "Website not found" }] });
    open();
    expect(await screen.findByText("Failed to load website or category information")).toBeInTheDocument();
  });
});
