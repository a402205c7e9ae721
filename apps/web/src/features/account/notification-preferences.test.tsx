import { NOTIFICATION_EVENTS, NOTIFICATION_TYPES, type NotificationPreference } from "@placard/shared/notifications";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { NotificationPreferences } from "./components/notification-preferences";

afterEach(() => vi.unstubAllGlobals());

const stored = (): NotificationPreference[] =>
  NOTIFICATION_TYPES.map((event) => ({ event, channel: NOTIFICATION_EVENTS[event].defaultChannel }));

describe("NotificationPreferences", () => {
  it("shows each event's channel and saves a change at once", async () => {
    let preferences = stored();
    const calls = stubApi({
      "GET /api/notification-preferences": [200, { preferences }],
      "PUT /api/notification-preferences": (call) => {
        const [changed] = (call.body as { preferences: NotificationPreference[] }).preferences;
        preferences = preferences.map((p) => (p.event === changed?.event ? changed : p));
        return [200, { preferences }];
      },
    });
    renderScreen(<NotificationPreferences />);

    const review = await screen.findByLabelText("An ad is waiting for your review");
    expect(review).toHaveValue("both");
    expect(screen.getByLabelText("A referral qualified")).toHaveValue("in_app");
    expect(screen.getAllByRole("combobox")).toHaveLength(NOTIFICATION_TYPES.length);

    await userEvent.selectOptions(review, "Email");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved."));
    // Right under the choice that changed, and tied to it (#34.16).
    expect(screen.getByRole("status").parentElement).toContainElement(
      screen.getByLabelText("An ad is waiting for your review"),
    );
    expect(screen.getByLabelText("An ad is waiting for your review")).toHaveAccessibleDescription("Saved.");
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      preferences: [{ event: "newPendingAd", channel: "email" }],
    });
    expect(screen.getByLabelText("An ad is waiting for your review")).toHaveValue("email");
  });

  it("scrolls itself into view when opened from an email's footer link (#notifications)", async () => {
    stubApi({ "GET /api/notification-preferences": [200, { preferences: stored() }] });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderScreen(<NotificationPreferences />, { entries: ["/account#notifications"] });
    await screen.findByLabelText("A payout failed");
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    // jsdom has no scrollIntoView of its own.
    Reflect.deleteProperty(Element.prototype, "scrollIntoView");
  });

  it("says so when a choice cannot be saved", async () => {
    stubApi({
      "GET /api/notification-preferences": [200, { preferences: stored() }],
      "PUT /api/notification-preferences": [500, { error: "internal", message: "Something went wrong" }],
    });
    renderScreen(<NotificationPreferences />);
    await userEvent.selectOptions(await screen.findByLabelText("A payout failed"), "Off");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Your choice could not be saved. Please try again."),
    );
  });
});
