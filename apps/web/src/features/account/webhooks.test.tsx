import type { WebhookDeliveryItem, WebhookEndpointItem } from "@placard/shared/webhooks";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { Webhooks } from "./components/webhooks";

afterEach(() => vi.unstubAllGlobals());

const SECRET = "whsec_c2VjcmV0c2VjcmV0";
const endpoint: WebhookEndpointItem = {
  id: "e1",
  url: "https://hooks.example.com/placard",
  events: ["ad.approved", "payout.failed"],
  secretStart: SECRET.slice(0, 10),
  previousSecretExpiresAt: null,
  pausedAt: null,
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
  it("adds an endpoint with its events, shows the secret once, lists deliveries and sends one again", async () => {
    let items: WebhookEndpointItem[] = [];
    const calls = stubApi({
      "GET /api/account/webhooks": () => [200, { items }],
      "POST /api/account/webhooks": () => {
        items = [endpoint];
        return [201, { ...endpoint, secret: SECRET }];
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

    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      url: endpoint.url,
      events: ["ad.approved", "payout.failed"],
    });
    const list = await screen.findByRole("list", { name: "Your webhook endpoints" });
    expect(within(list).getByText(`${endpoint.secretStart}…`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Deliveries" }));
    const deliveries = await screen.findByRole("list", { name: "Deliveries" });
    expect(within(deliveries).getByText("Failed")).toBeInTheDocument();
    await userEvent.click(within(deliveries).getByRole("button", { name: "Send again" }));
    expect(calls.some((call) => call.url.endsWith("/deliveries/msg_1/resend"))).toBe(true);
  });

  it("shows the whole message of a refused address, not its first letter", async () => {
    const message = "refusing a private address (::ffff:7f00:1, IPv4-mapped loopback)";
    stubApi({
      "GET /api/account/webhooks": [200, { items: [] }],
      "POST /api/account/webhooks": [
        400,
        { error: "validation_failed", message, details: { fields: { url: [message] } } },
      ],
    });
    renderScreen(<Webhooks />);
    await userEvent.type(await screen.findByLabelText("Endpoint URL"), "https://[[::ffff:7f00:1]/x");
    await userEvent.click(screen.getByLabelText("Ad approved"));
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText("r")).not.toBeInTheDocument();
  });

  it("edits an endpoint's address and events", async () => {
    let current = endpoint;
    const calls = stubApi({
      "GET /api/account/webhooks": () => [200, { items: [current] }],
      "PATCH /api/account/webhooks/e1": (call) => {
        current = { ...current, ...(call.body as Partial<WebhookEndpointItem>) };
        return [200, current];
      },
    });
    renderScreen(<Webhooks />);
    await userEvent.click(await screen.findByRole("button", { name: `Edit ${endpoint.url}` }));
    const dialog = await screen.findByRole("dialog", { name: "Edit webhook endpoint" });
    const url = within(dialog).getByLabelText("Endpoint URL");
    await userEvent.clear(url);
    await userEvent.type(url, "https://hooks.example.com/v2");
    await userEvent.click(within(dialog).getByLabelText("Ad rejected"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      url: "https://hooks.example.com/v2",
      events: ["ad.approved", "payout.failed", "ad.rejected"],
    });
    expect(await screen.findByText("https://hooks.example.com/v2")).toBeInTheDocument();
  });

  it("pauses and resumes an endpoint, saying what happens to events meanwhile", async () => {
    let current = endpoint;
    const calls = stubApi({
      "GET /api/account/webhooks": () => [200, { items: [current] }],
      "POST /api/account/webhooks/e1/pause": () => {
        current = { ...current, pausedAt: "2026-11-28T10:00:00.000Z" };
        return [200, current];
      },
      "POST /api/account/webhooks/e1/resume": () => {
        current = { ...current, pausedAt: null };
        return [200, { ...current, resumedDeliveries: 2 }];
      },
    });
    renderScreen(<Webhooks />);
    await userEvent.click(await screen.findByRole("button", { name: `Pause ${endpoint.url}` }));
    expect(await screen.findByText(/Nothing is sent while paused/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: `Resume ${endpoint.url}` }));
    await waitFor(() => expect(screen.queryByText(/Nothing is sent while paused/)).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/api/account/webhooks/e1/pause",
      "/api/account/webhooks/e1/resume",
    ]);
  });

  it("rotates the secret after confirming, and shows the new one once", async () => {
    const calls = stubApi({
      "GET /api/account/webhooks": [200, { items: [endpoint] }],
      "POST /api/account/webhooks/e1/secret": [
        200,
        { ...endpoint, secret: "whsec_bmV3bmV3bmV3", previousSecretExpiresAt: "2026-11-29T10:00:00.000Z" },
      ],
    });
    renderScreen(<Webhooks />);
    await userEvent.click(await screen.findByRole("button", { name: `Rotate secret of ${endpoint.url}` }));
    const dialog = await screen.findByRole("dialog", { name: "Rotate the signing secret?" });
    expect(dialog).toHaveTextContent("For 24 hours every delivery is signed with both");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: `Rotate secret of ${endpoint.url}` }));
    await userEvent.click(await screen.findByRole("button", { name: "Rotate secret" }));
    expect(await screen.findByText("whsec_bmV3bmV3bmV3")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("deletes an endpoint only once confirmed: Escape and Cancel change nothing", async () => {
    let items = [endpoint];
    const calls = stubApi({
      "GET /api/account/webhooks": () => [200, { items }],
      "DELETE /api/account/webhooks/e1": () => {
        items = [];
        return [200, null];
      },
    });
    renderScreen(<Webhooks />);
    const remove = await screen.findByRole("button", { name: `Delete ${endpoint.url}` });
    await userEvent.click(remove);
    const dialog = await screen.findByRole("dialog", { name: "Delete this webhook endpoint?" });
    expect(dialog).toHaveTextContent(`${endpoint.url} will hear of no more events`);
    // Keyboard: Cancel has the focus, so Enter does not delete.
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(remove);
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await userEvent.click(remove);
    await userEvent.click(await screen.findByRole("button", { name: "Delete endpoint" }));
    await waitFor(() => expect(screen.getByText("No webhook endpoints yet.")).toBeInTheDocument());
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });
});
