import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "@/lib/session";
import { renderScreen } from "@/test/render";
import { SiteHeader } from "./site-header";

vi.mock("@/lib/session", () => ({ useSession: vi.fn() }));

const signedOut = { user: null, isLoading: false, error: null };
const signedIn = {
  user: { id: "u1", name: "Amani Uwase", email: "amani@example.com" },
  isLoading: false,
  error: null,
};

function sessionIs(state: object) {
  vi.mocked(useSession).mockReturnValue(state as ReturnType<typeof useSession>);
}

beforeEach(() => sessionIs(signedOut));
afterEach(() => Object.defineProperty(window, "scrollY", { value: 0, configurable: true }));

describe("SiteHeader", () => {
  it("links the four public pages and offers 'Get Started' to /sign-in when signed out", () => {
    renderScreen(<SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Advertisers" })).toHaveAttribute("href", "/placard-ads");
    expect(within(nav).getByRole("link", { name: "Publishers" })).toHaveAttribute("href", "/placard-spaces");
    expect(within(nav).getByRole("link", { name: "Videos" })).toHaveAttribute("href", "/videos");
    expect(within(nav).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/sign-in");
    expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  it("offers 'Dashboard' to /dashboard when signed in", () => {
    sessionIs(signedIn);
    renderScreen(<SiteHeader />);
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("link", { name: "Get Started" })).not.toBeInTheDocument();
  });

  it("shows no main button while the session loads", () => {
    sessionIs({ user: null, isLoading: true, error: null });
    renderScreen(<SiteHeader />);
    expect(screen.queryByRole("link", { name: "Get Started" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  it("marks the current page's link", () => {
    renderScreen(<SiteHeader />, { entries: ["/pricing"] });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Videos" })).not.toHaveAttribute("aria-current");
  });

  it("shows the bell and the app's navigation the layout passes in only when signed in", async () => {
    const user = userEvent.setup();
    const slots = { bell: <button type="button">Bell</button>, appNav: <p>Counted navigation</p> };
    const { unmount } = renderScreen(<SiteHeader {...slots} />);
    expect(screen.queryByRole("button", { name: "Bell" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(within(await screen.findByRole("dialog", { name: "Menu" })).queryByText("Counted navigation")).toBeNull();
    unmount();

    sessionIs(signedIn);
    renderScreen(<SiteHeader {...slots} />);
    // Once in the wide header, once beside the mobile menu's toggle.
    expect(screen.getAllByRole("button", { name: "Bell" })).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(within(await screen.findByRole("dialog", { name: "Menu" })).getByText("Counted navigation")).toBeVisible();
  });

  it("blurs its background once the page scrolled more than 20 px", () => {
    renderScreen(<SiteHeader />);
    const header = screen.getByRole("banner");
    expect(header).not.toHaveClass("backdrop-blur-md");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 20, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).not.toHaveClass("backdrop-blur-md");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 21, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveClass("backdrop-blur-md");
  });

  it("opens a keyboard-friendly mobile menu with 'Go to Dashboard' and 'Request a consultation'", async () => {
    sessionIs(signedIn);
    const user = userEvent.setup();
    renderScreen(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(within(menu).getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(within(menu).getByRole("link", { name: "Request a consultation" })).toHaveAttribute(
      "href",
      "/support#contact",
    );
    expect(within(menu).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the mobile menu when one of its links is followed", async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<SiteHeader />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/sign-in");
    await user.click(within(menu).getByRole("link", { name: "Request a consultation" }));
    expect(router.state.location.pathname).toBe("/support");
    expect(router.state.location.hash).toBe("#contact");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
