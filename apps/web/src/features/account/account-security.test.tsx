import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { EmailSection } from "./components/email-section";
import { SessionsSection } from "./components/sessions-section";
import { TwoFactorSection } from "./components/two-factor-section";

/** Better Auth's client keeps the `fetch` it found when created: hand it one that asks `answer`. */
const current = vi.hoisted(() => {
  const holder: { answer: typeof fetch } = { answer: () => Promise.reject(new Error("no answer set")) };
  globalThis.fetch = (input, init) => holder.answer(input, init);
  return holder;
});

const TOTP_URI = "otpauth://totp/Placard:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Placard";

/** Stubs fetch by the end of the path; records the bodies sent. */
function stubFetch(answers: Record<string, [number, unknown]>) {
  const bodies: Record<string, unknown> = {};
  current.answer = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, "http://localhost:3000").pathname;
    bodies[path] = init?.body ? JSON.parse(String(init.body)) : undefined;
    const [status, body] = answers[path] ?? [404, { error: "not_found", message: "Not found" }];
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
  return bodies;
}

describe("TwoFactorSection", () => {
  it("shows the setup key as a QR code, beside the key as text and the link", async () => {
    const bodies = stubFetch({
      "/api/auth/two-factor/enable": [200, { totpURI: TOTP_URI, backupCodes: ["aaaa-bbbb"] }],
    });
    renderScreen(<TwoFactorSection isEnabled={false} isOperator={false} />);
    expect(screen.queryByRole("img", { name: /QR code/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Your password"), "correct horse");
    await userEvent.click(screen.getByRole("button", { name: "Set up two-factor authentication" }));

    const qr = await screen.findByRole("img", { name: "QR code to scan with your authenticator app" });
    expect(qr.querySelector("svg")).not.toBeNull();
    expect(qr.querySelectorAll("path").length).toBeGreaterThan(0);
    expect(screen.getByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "this setup link" })).toHaveAttribute("href", TOTP_URI);
    expect(bodies["/api/auth/two-factor/enable"]).toEqual({ password: "correct horse" });
  });
});

describe("EmailSection", () => {
  const fill = async (newEmail: string, password: string) => {
    await userEvent.type(screen.getByLabelText("New email address"), newEmail);
    await userEvent.type(screen.getByLabelText("Your password, to confirm"), password);
    await userEvent.click(screen.getByRole("button", { name: "Change email address" }));
  };

  it("asks for the password, and says where the confirmation link went", async () => {
    const bodies = stubFetch({ "/api/me/email": [200, { status: "confirmation_sent" }] });
    renderScreen(<EmailSection email="ana@example.com" />);
    await fill("new@example.com", "correct horse");
    expect(await screen.findByText(/We sent a link to ana@example.com/)).toBeInTheDocument();
    expect(bodies["/api/me/email"]).toEqual({ newEmail: "new@example.com", password: "correct horse" });
  });

  it("says so when the address changed at once, and shows the server's refusal", async () => {
    stubFetch({ "/api/me/email": [200, { status: "changed" }] });
    renderScreen(<EmailSection email="ana@example.com" />);
    await fill("new@example.com", "correct horse");
    expect(await screen.findByText("Your email address is now new@example.com.")).toBeInTheDocument();

    stubFetch({
      "/api/me/email": [409, { error: "conflict", message: "Another account uses that email address." }],
    });
    await fill("taken@example.com", "correct horse");
    expect(await screen.findByText("Another account uses that email address.")).toBeInTheDocument();
  });
});

describe("EmailSection's refused fields (#34.16)", () => {
  it("marks the new address with the server's message, not only the form's summary", async () => {
    stubFetch({
      "/api/me/email": [
        400,
        {
          error: "validation_failed",
          message: "Some fields are not valid.",
          details: { fields: { newEmail: ["Enter a valid email address"] } },
        },
      ],
    });
    renderScreen(<EmailSection email="ana@example.com" />);
    await userEvent.type(screen.getByLabelText("New email address"), "not-an-email");
    await userEvent.type(screen.getByLabelText("Your password, to confirm"), "correct horse");
    await userEvent.click(screen.getByRole("button", { name: "Change email address" }));
    const input = screen.getByLabelText("New email address");
    await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
    expect(input).toHaveAccessibleDescription("Enter a valid email address");
    expect(screen.getByLabelText("Your password, to confirm")).not.toHaveAttribute("aria-invalid");
  });
});

describe("SessionsSection", () => {
  it("signs out everywhere only once confirmed: Escape and Cancel change nothing", async () => {
    const calls = stubFetch({
      "/api/auth/list-sessions": [
        200,
        [
          {
            id: "s1",
            token: "t1",
            userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/120",
            createdAt: "2026-11-20T10:00:00Z",
          },
        ],
      ],
      "/api/auth/revoke-sessions": [200, { status: true }],
    });
    renderScreen(<SessionsSection currentToken="t1" />);
    expect(await screen.findByText("Chrome on Linux")).toBeInTheDocument();
    const everywhere = screen.getByRole("button", { name: "Sign out everywhere" });

    await userEvent.click(everywhere);
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    expect(dialog).toHaveTextContent("this one included");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(everywhere);
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect("/api/auth/revoke-sessions" in calls).toBe(false);

    // Keyboard only: Tab from Cancel to the action, Enter.
    await userEvent.click(everywhere);
    await screen.findByRole("dialog");
    await userEvent.tab();
    expect(within(screen.getByRole("dialog")).getByRole("button", { name: "Sign out everywhere" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect("/api/auth/revoke-sessions" in calls).toBe(true));
  });
});
