import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "@/lib/session";
import { renderRoute } from "@/test/render";

vi.mock("@/lib/session", () => ({ useSession: vi.fn() }));
/**
 * What the page sent to the sign-up and resend endpoints, and whether sign-up answers as a
 * Placard that requires confirmation (no session); the stub is installed before any import.
 */
const { signUpBodies, resendBodies, server } = vi.hoisted(() => {
  const bodies: unknown[] = [];
  const resends: unknown[] = [];
  const state = { requiresConfirmation: false };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const json = { "content-type": "application/json" };
    if (url.includes("/api/auth/send-verification-email")) {
      resends.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ status: true }), { headers: json });
    }
    if (url.includes("/api/auth/sign-up/email")) {
      bodies.push(JSON.parse(String(init?.body)));
      if (state.requiresConfirmation) {
        const user = { id: "u1", email: "amani@example.com", name: "Amani Uwase", emailVerified: false };
        return new Response(JSON.stringify({ token: null, user }), { headers: json });
      }
      const body = {
        error: "validation_failed",
        message: "Some fields are not valid.",
        details: { fields: { email: ["Enter a valid email address"] } },
      };
      return new Response(JSON.stringify(body), { status: 400, headers: json });
    }
    return new Response(JSON.stringify({ google: true, github: false }), { headers: json });
  };
  return { signUpBodies: bodies, resendBodies: resends, server: state };
});

beforeEach(() => {
  signUpBodies.length = 0;
  resendBodies.length = 0;
  server.requiresConfirmation = false;
  vi.mocked(useSession).mockReturnValue({ user: null, isLoading: false, error: null } as ReturnType<typeof useSession>);
});

describe("/sign-up", () => {
  it("shows the SPEC texts and only the configured social buttons, at the bottom", async () => {
    renderRoute("/sign-up");
    expect(await screen.findByRole("heading", { name: "Create Your Account" })).toBeInTheDocument();
    expect(screen.getByText("Start your advertising transformation")).toBeInTheDocument();
    expect(screen.getByText("Transform Your Advertising Strategy")).toBeInTheDocument();
    expect(screen.getByText("Innovative tools for modern marketers")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue with GitHub" })).not.toBeInTheDocument();
  });

  it("marks each bad field, sends nothing, and clears an error on edit", async () => {
    const user = userEvent.setup();
    renderRoute("/sign-up");
    await user.click(await screen.findByRole("button", { name: "Create account" }));
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(signUpBodies).toEqual([]);

    await user.type(screen.getByLabelText("First name"), "Amani");
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
  });

  it("sends the ref with the sign-up and shows the server's field errors", async () => {
    const user = userEvent.setup();
    renderRoute("/sign-up?ref=FRIEND1");
    await user.type(await screen.findByLabelText("First name"), "Amani");
    await user.type(screen.getByLabelText("Last name"), "Uwase");
    await user.type(screen.getByLabelText("Email"), "amani@example.com");
    await user.type(screen.getByLabelText("Password"), "long enough password");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(signUpBodies).toHaveLength(1));
    expect(signUpBodies[0]).toMatchObject({
      firstName: "Amani",
      lastName: "Uwase",
      name: "Amani Uwase",
      email: "amani@example.com",
      ref: "FRIEND1",
    });
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Some fields are not valid.");
  });

  it("asks the person to check their email when this Placard requires confirmation, and resends", async () => {
    server.requiresConfirmation = true;
    const user = userEvent.setup();
    const { router } = renderRoute("/sign-up?next=%2Fwebsites");
    await user.type(await screen.findByLabelText("First name"), "Amani");
    await user.type(screen.getByLabelText("Last name"), "Uwase");
    await user.type(screen.getByLabelText("Email"), "amani@example.com");
    await user.type(screen.getByLabelText("Password"), "long enough password");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to/)).toHaveTextContent(
      "We sent a link to amani@example.com. Open it to confirm your address and sign in.",
    );
    expect(screen.getByRole("heading", { name: "Create Your Account" })).toBeInTheDocument();
    expect(signUpBodies[0]).toMatchObject({ callbackURL: "/websites" });
    expect(router.state.location.pathname).toBe("/sign-up");

    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText("We sent the link again. It works for an hour.")).toBeInTheDocument();
    expect(resendBodies).toEqual([{ email: "amani@example.com", callbackURL: "/websites" }]);

    await user.click(screen.getByRole("button", { name: "Use another address" }));
    expect(screen.getByLabelText("Email")).toHaveValue("amani@example.com");
  });
});
