import type { WebhookDeliveryItem, WebhookEndpointItem } from "@placard/shared/webhooks";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { Webhooks } from "./Webhooks";

afterEach(() => vi.unstubAllGlobals());

const endpoint: WebhookEndpointItem = {
  id: "e1",
  url: "https://hooks.example.com/placard",
  events: ["ad.approved", "payout.failed"],
  secret: "whsec_c2VjcmV0c2VjcmV0",
  createdAt: "2026-11-20T10:00:00.000Z",
};

const delivery: WebhookDeliveryItem = {
  id: "msg_1",
  event: "ad.approved",
  status: "failed",
  attempts: 12,
  lastStatusCode: 500,
  lastError: "the endpoint answered 500",
  lastAttemptAt: "2026-11-21T10:00:00.000Z",
  createdAt: "2026-11-20T10:00:00.000Z",
};

describe("Webhooks", () => {
  it("adds an endpoint with its events, shows the secret, lists deliveries and sends one again", async () => {
    let items: WebhookEndpointItem[] = [];
    const calls = stubApi({
      "GET /api/account/webhooks": () => [200, { items }],
      "POST /api/account/webhooks": () => {
        items = [endpoint];
        return [201, endpoint];
      },
      "GET /api/account/webhooks/e1/deliveries": [200, { items: [delivery], nextCursor: null }],
      "POST /api/account/webhooks/e1/deliveries/msg_1/resend": [202, { ...delivery, status: "pending" }],
    });
    renderScreen(<Webhooks />);
    expect(await screen.findByText("No webhook endpoints yet.")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Endpoint URL"), endpoint.url);
    await userEvent.click(screen.getByLabelText("Ad approved"));
    await userEvent.click(screen.getByLabelText("Payout failed"));
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));

    expect(await screen.findByText(endpoint.secret)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      url: endpoint.url,
      events: ["ad.approved", "payout.failed"],
    });

    await userEvent.click(screen.getByRole("button", { name: "Deliveries" }));
    const list = await screen.findByRole("list", { name: "Deliveries" });
    expect(within(list).getByText("Failed")).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: "Send again" }));
    expect(calls.some((call) => call.url.endsWith("/deliveries/msg_1/resend"))).toBe(true);
  });
});
