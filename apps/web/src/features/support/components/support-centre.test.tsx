import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { renderScreen } from "@/test/render";
import { AUTO_SHOW_KEY } from "../hooks/support-storage";
import { SupportCentre } from "./support-centre";

/** The panel on a page that has something else to click and type in. */
function renderPage(entries = ["/"]) {
  return renderScreen(
    <>
      <button type="button">Elsewhere</button>
      <SupportCentre />
    </>,
    { entries },
  );
}

const supportButton = () => screen.getByRole("button", { name: "Support" });
const panel = () => screen.queryByRole("dialog", { name: "Support centre" });

/** A new browser session (a new tab): localStorage stays, sessionStorage starts empty. */
function newBrowserSession(unmount: () => void) {
  unmount();
  sessionStorage.clear();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the support centre panel", () => {
  it("opens by itself on the first page of a session, without taking the focus, with About first", () => {
    renderPage();
    const dialog = panel();
    expect(dialog).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute("aria-modal", "true");
    expect(supportButton()).toHaveAttribute("aria-expanded", "true");
    expect(supportButton()).toHaveAttribute("aria-controls", dialog?.id);
    expect(document.body).toHaveFocus();
    const about = screen.getByRole("tab", { name: "About" });
    expect(about).toHaveAttribute("aria-selected", "true");
    const tabPanel = screen.getByRole("tabpanel", { name: "About" });
    expect(tabPanel).toHaveTextContent(/Placard is a marketplace for direct ad placements/);
    expect(within(tabPanel).getByRole("link", { name: "Help centre" })).toHaveAttribute("href", "/support");
    expect(within(tabPanel).getByRole("link", { name: "Watch the videos" })).toHaveAttribute("href", "/videos");
  });

  it("opens by itself only once per browser session", () => {
    const { unmount } = renderPage();
    expect(panel()).toBeInTheDocument();
    unmount();
    renderPage();
    expect(panel()).not.toBeInTheDocument();
    expect(supportButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("remembers 'Don't show on startup' in localStorage, across a reload in a new session", async () => {
    const user = userEvent.setup();
    const first = renderPage();
    const checkbox = screen.getByRole("checkbox", { name: "Don't show on startup" });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(localStorage.getItem(AUTO_SHOW_KEY)).toBe("false");

    newBrowserSession(first.unmount);
    const second = renderPage();
    expect(panel()).not.toBeInTheDocument();
    await user.click(supportButton());
    expect(screen.getByRole("checkbox", { name: "Don't show on startup" })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Don't show on startup" }));
    expect(localStorage.getItem(AUTO_SHOW_KEY)).toBe("true");

    newBrowserSession(second.unmount);
    renderPage();
    expect(panel()).toBeInTheDocument();
  });

  it("moves focus into the panel when opened with the button; Escape closes it and focus returns", async () => {
    localStorage.setItem(AUTO_SHOW_KEY, "false");
    const user = userEvent.setup();
    renderPage();
    await user.click(supportButton());
    expect(panel()).toHaveFocus();
    expect(supportButton()).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(panel()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(panel()).not.toBeInTheDocument();
    expect(supportButton()).toHaveFocus();
    expect(supportButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes with its close button, focus back on the floating button", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Close support centre" }));
    expect(panel()).not.toBeInTheDocument();
    expect(supportButton()).toHaveFocus();
  });

  it("closes on a click outside, leaving focus where the click put it", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("tab", { name: "Tutorials" }));
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(panel()).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });

  it("lists the 6 publisher and 7 advertiser steps under Tutorials, reached with the arrow keys", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("tab", { name: "About" }));
    await user.keyboard("{ArrowRight}");
    const tutorials = screen.getByRole("tab", { name: "Tutorials" });
    expect(tutorials).toHaveAttribute("aria-selected", "true");
    expect(tutorials).toHaveFocus();
    const tabPanel = screen.getByRole("tabpanel", { name: "Tutorials" });
    const lists = within(tabPanel).getAllByRole("list");
    expect(lists.map((list) => within(list).getAllByRole("listitem").length)).toEqual([6, 7]);
    expect(within(lists[0] as HTMLElement).getAllByRole("listitem")[5]).toHaveTextContent(
      "Generate and implement the API",
    );
    expect(within(lists[1] as HTMLElement).getAllByRole("listitem")[5]).toHaveTextContent(
      "Launch once approved by the owner",
    );
    expect(within(tabPanel).getByRole("link", { name: "Watch the tutorial videos" })).toHaveAttribute(
      "href",
      "/videos",
    );
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "About" })).toHaveAttribute("aria-selected", "true");
  });

  it("gets out of the way when one of its links is followed", async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(screen.getByRole("link", { name: "Help centre" }));
    expect(router.state.location.pathname).toBe("/support");
    expect(panel()).not.toBeInTheDocument();
  });

  it.each(["/sign-in", "/sign-up", "/ref/AMANI1", "/forgot-password", "/reset-password"])(
    "never opens by itself over the form of %s",
    (path) => {
      renderPage([path]);
      expect(panel()).not.toBeInTheDocument();
      expect(supportButton()).toHaveAttribute("aria-expanded", "false");
    },
  );

  it("opens by itself only on a screen wide enough to sit beside the page", async () => {
    const widths: string[] = [];
    window.matchMedia = (query: string) => {
      widths.push(query);
      return { matches: false, media: query } as MediaQueryList;
    };
    try {
      renderPage();
      expect(widths).toEqual(["(min-width: 1024px)"]);
      expect(panel()).not.toBeInTheDocument();
      // Asked for, it opens on a phone too, as a sheet that closes like the panel.
      await userEvent.setup().click(supportButton());
      expect(panel()).toBeInTheDocument();
    } finally {
      // @ts-expect-error jsdom has no matchMedia: put that back
      delete window.matchMedia;
    }
  });
});
