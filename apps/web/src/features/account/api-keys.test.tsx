import type { ApiKeyItem } from "@placard/shared/api-keys";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { ApiKeys } from "./components/api-keys";

afterEach(() => vi.unstubAllGlobals());

const listed = (name: string, id = "k1"): ApiKeyItem => ({
  id,
  name,
  start: "plc_AbCd",
  access: "read",
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
  expiresAt: null,
});

describe("ApiKeys", () => {
  it("makes a key, shows it once, lists it and revokes it", async () => {
    let items: ApiKeyItem[] = [];
    const calls = stubApi({
      "GET /api/account/api-keys": () => [200, { items }],
      "POST /api/account/api-keys": () => {
        items = [listed("Dashboard")];
        return [201, { key: "plc_secretsecret", apiKey: items[0] }];
      },
      "DELETE /api/account/api-keys/k1": () => {
        items = [];
        return [200, null]; // the server answers 204; the stub cannot make a 204 with a body
      },
    });
    renderScreen(<ApiKeys />);
    expect(await screen.findByText("No API keys yet.")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Name"), "Dashboard");
    await userEvent.selectOptions(screen.getByLabelText("Expires"), "In 30 days");
    await userEvent.click(screen.getByRole("button", { name: "Make key" }));

    expect(await screen.findByText("plc_secretsecret")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Dashboard",
      access: "read",
      expiresInDays: 30,
    });
    const list = await screen.findByRole("list", { name: "Your API keys" });
    expect(within(list).getByText("Dashboard")).toBeInTheDocument();
    expect(within(list).getByText(/Last used never/)).toBeInTheDocument();

    // Revoking asks first, saying what will happen; Escape and Cancel change nothing.
    await userEvent.click(screen.getByRole("button", { name: "Revoke Dashboard" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke the key Dashboard?" });
    expect(dialog).toHaveTextContent("Every program using plc_AbCd… is refused from its next request.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Revoke Dashboard" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Revoke Dashboard" }));
    await userEvent.click(await screen.findByRole("button", { name: "Revoke key" }));
    await waitFor(() => expect(screen.getByText("No API keys yet.")).toBeInTheDocument());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });
});
