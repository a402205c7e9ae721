import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "@/lib/session";
import { renderRoute } from "@/test/render";

vi.mock("@/lib/session", () => ({ useSession: vi.fn() }));
/** The server of a Placard that requires confirmation, for an account not confirmed yet. */
const resendBodies = vi.hoisted(() => {
  const resends: unknown[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const json = { "content-type": "application/json" };
    if (url.includes("/api/auth/send-verification-email")) {
      resends.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ status: true }), { headers: json });
    }
    if (url.includes("/api/auth/sign-in/email")) {
      const body = {
        error: "forbidden",
        message: "Confirm your email address first: open the link in the mail we sent you.",
        details: { reason: "EMAIL_NOT_VERIFIED" },
      };
      return new Response(JSON.stringify(body), { status: 403, headers: json });
    }
    return new Response(JSON.stringify({ google: false, github: false }), { headers: json });
  };
  return resends;
});

beforeEach(() => {
  resendBodies.length = 0;
  vi.mocked(useSession).mockReturnValue({ user: null, isLoading: false, error: null } as ReturnType<typeof useSession>);
});

describe("/sign-in after a confirmation link that failed", () => {
  it("says the link expired, and how to get a new one", async () => {
    renderRoute("/sign-in?verification=TOKEN_EXPIRED&next=%2Fwebsites");
    expect(
      await screen.findByText("This confirmation link has expired. Sign in to get a new one."),
    ).toBeInTheDocument();
  });
});

describe("/sign-in for an unconfirmed address", () => {
  it("says to confirm the address first, keeps the SPEC texts, and sends the link again", async () => {
    const user = userEvent.setup();
    renderRoute("/sign-in");
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.getByText("Continue your advertising journey")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "amani@example.com");
    await user.type(screen.getByLabelText("Password"), "long enough password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Confirm your email address first: open the link in the mail we sent to amani@example.com.",
    );
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText("We sent the link again. It works for an hour.")).toBeInTheDocument();
    expect(resendBodies).toEqual([{ email: "amani@example.com", callbackURL: "/dashboard" }]);
  });
});
