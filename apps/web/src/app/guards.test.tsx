import { PROTECTED_ROUTES, samplePath } from "@placard/shared/routes";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "@/lib/session";
import { renderRoute } from "@/test/render";

vi.mock("@/lib/session", () => ({ useSession: vi.fn() }));
// Social buttons ask the server which providers exist (none here); the signed-in header
// counts pending ads (none here).
vi.stubGlobal(
  "fetch",
  vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes("/api/reviews/pending")
      ? new Response(JSON.stringify({ ads: [], nextCursor: null, total: 0 }))
      : new Response(JSON.stringify({ google: false, github: false })),
  ),
);

const signedOut = { user: null, isLoading: false, error: null };
const loading = { user: null, isLoading: true, error: null };
const signedIn = {
  user: { id: "u1", name: "Amani Uwase", email: "amani@example.com" },
  isLoading: false,
  error: null,
};

function sessionIs(state: object) {
  vi.mocked(useSession).mockReturnValue(state as ReturnType<typeof useSession>);
}

beforeEach(() => sessionIs(signedOut));

describe("access rules", () => {
  it("shows a full-screen spinner on a protected route while the session loads", () => {
    sessionIs(loading);
    renderRoute("/wallet");
    expect(screen.getByTestId("full-screen-spinner")).toBeInTheDocument();
  });

  it.each(PROTECTED_ROUTES.map((route) => samplePath(route)))("sends %s to /sign-in when signed out", async (path) => {
    const { router } = renderRoute(path);
    await screen.findByRole("heading", { name: "Welcome Back" });
    expect(router.state.location.pathname).toBe("/sign-in");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("renders a protected screen when signed in", async () => {
    sessionIs(signedIn);
    renderRoute("/wallet");
    expect(await screen.findByRole("heading", { name: "Wallet" })).toBeInTheDocument();
  });

  it("replaces /ref/{code} with /sign-up?ref={code}", async () => {
    const { router } = renderRoute("/ref/XYZ42");
    await screen.findByRole("heading", { name: "Create Your Account" });
    expect(router.state.location.pathname).toBe("/sign-up");
    expect(router.state.location.search).toBe("?ref=XYZ42");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByText("You were invited with the code XYZ42.")).toBeInTheDocument();
  });

  it("sends an unknown path to /sign-in signed out, and shows a 404 page signed in", async () => {
    const { router, unmount } = renderRoute("/nowhere");
    await screen.findByRole("heading", { name: "Welcome Back" });
    expect(router.state.location.pathname).toBe("/sign-in");
    unmount();

    sessionIs(signedIn);
    renderRoute("/nowhere");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("keeps where a signed-out visitor was going as /sign-in's return path, through sign-up and /ref", async () => {
    const { router, unmount } = renderRoute("/direct-ad?websiteId=w1&categoryId=c1");
    await screen.findByRole("heading", { name: "Welcome Back" });
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/direct-ad?websiteId=w1&categoryId=c1")}`);
    expect(screen.getByRole("link", { name: "Create one" })).toHaveAttribute(
      "href",
      `/sign-up?next=${encodeURIComponent("/direct-ad?websiteId=w1&categoryId=c1")}`,
    );
    unmount();

    const referral = renderRoute("/ref/XYZ42?next=%2Fselect");
    await screen.findByRole("heading", { name: "Create Your Account" });
    expect(referral.router.state.location.search).toBe("?ref=XYZ42&next=%2Fselect");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in?next=%2Fselect");
  });

  it("sends a signed-in visitor of /sign-in on to a safe return path, never to another origin", async () => {
    sessionIs(signedIn);
    const { router, unmount } = renderRoute("/sign-in?next=%2Fwallet");
    await waitFor(() => expect(router.state.location.pathname).toBe("/wallet"));
    unmount();
    const other = renderRoute("/sign-in?next=%2F%2Fevil.example.com%2F");
    await waitFor(() => expect(other.router.state.location.pathname).toBe("/dashboard"));
  });

  it("names the browser tab after the screen (#15.13)", async () => {
    const { unmount } = renderRoute("/dashboard");
    await screen.findByRole("heading", { name: "Welcome Back" });
    await waitFor(() => expect(document.title).toBe("Sign in · Placard"));
    unmount();
    renderRoute("/sign-up");
    await screen.findByRole("heading", { name: "Create Your Account" });
    await waitFor(() => expect(document.title).toBe("Create your account · Placard"));
  });

  it("sends a signed-in visitor of /sign-in on to the dashboard", async () => {
    sessionIs(signedIn);
    const { router } = renderRoute("/sign-in");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("renders the public landing page signed out, with 'Get Started'", async () => {
    renderRoute("/");
    expect(await screen.findByRole("heading", { name: "Forging Powerful Connections" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/sign-in");
    expect(screen.getByRole("link", { name: "Publish Your Ad" })).toHaveAttribute("href", "/select");
    expect(screen.getByRole("link", { name: "Add Your Website" })).toHaveAttribute("href", "/create-website");
  });
});
