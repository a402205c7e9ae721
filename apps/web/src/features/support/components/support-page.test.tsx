import { SUPPORT_TEXT } from "@placard/shared/support";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "@/lib/session";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { sentMessage } from "./contact-form";
import { SupportPage } from "./support-page";

vi.mock("@/lib/session", () => ({ useSession: vi.fn() }));

const EMAIL = "amani@example.com";
const stored = {
  id: "7f1c0a3e-0000-4000-8000-000000000001",
  topic: "consultation",
  subject: "A launch campaign",
  message: "We would like help planning a launch.",
  status: "open",
  createdAt: "2026-11-22T08:00:00.000Z",
  replies: [],
  repliesCount: 0,
};

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({
    user: { id: "u1", name: "Amani Uwase", email: EMAIL },
    isLoading: false,
    error: null,
  } as unknown as ReturnType<typeof useSession>);
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderScreen(<SupportPage />, { entries: ["/support#contact"], path: "/support" });
const form = () => screen.getByRole("form", { name: "Contact us" });

async function fill(user: ReturnType<typeof userEvent.setup>, fields: { subject?: string; message?: string }) {
  if (fields.subject) await user.type(screen.getByLabelText("Subject"), fields.subject);
  if (fields.message) await user.type(screen.getByLabelText("Message"), fields.message);
}

describe("the help page", () => {
  it("answers at least 8 questions in a disclosure list", async () => {
    stubApi({ "GET /api/support/messages": [200, { items: [], nextCursor: null }] });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Help centre" })).toBeInTheDocument();
    const questions = within(screen.getByRole("list")).getAllByRole("button");
    expect(questions.length).toBeGreaterThanOrEqual(8);
    const withdraw = screen.getByRole("button", { name: "When can I withdraw my earnings?" });
    const answer = document.getElementById(withdraw.getAttribute("aria-controls") ?? "");
    expect(withdraw).toHaveAttribute("aria-expanded", "false");
    expect(answer).not.toBeVisible();
    await user.click(withdraw);
    expect(withdraw).toHaveAttribute("aria-expanded", "true");
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(/EARNINGS_HOLD_DAYS, 30 days by default/);
    await user.click(screen.getByRole("button", { name: "Which countries can receive mobile money?" }));
    expect(screen.getByText(/Kenya, Uganda, Rwanda, Tanzania, Ghana and Zambia/)).toBeVisible();
    await user.click(withdraw);
    expect(answer).not.toBeVisible();
  });

  it("has the contact form under #contact, with the account's email shown and the five topics", () => {
    stubApi({ "GET /api/support/messages": [200, { items: [], nextCursor: null }] });
    renderPage();
    expect(document.getElementById("contact")).toContainElement(form());
    expect(within(form()).getByText(EMAIL)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /email/i })).not.toBeInTheDocument();
    const topics = [...(screen.getByLabelText("Topic") as HTMLSelectElement).options].map((option) => option.text);
    expect(topics).toEqual([
      "General question",
      "Advertising",
      "Publishing",
      "Payments and withdrawals",
      "Consultation request",
    ]);
  });

  it("says what is missing or too short, and sends nothing", async () => {
    const calls = stubApi({ "GET /api/support/messages": [200, { items: [], nextCursor: null }] });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByText(SUPPORT_TEXT.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(SUPPORT_TEXT.messageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveAttribute("aria-invalid", "true");

    await fill(user, { subject: "Payout", message: "Help me" });
    expect(screen.queryByText(SUPPORT_TEXT.subjectRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByText(SUPPORT_TEXT.messageTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("sends the message, thanks the sender at their email, resets the form and lists it", async () => {
    let messages: (typeof stored)[] = [];
    const calls = stubApi({
      "GET /api/support/messages": () => [200, { items: messages, nextCursor: null }],
      "POST /api/support/messages": () => {
        messages = [stored];
        return [201, stored];
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByLabelText("Topic"), "consultation");
    await fill(user, { subject: stored.subject, message: stored.message });
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("status")).toHaveTextContent(sentMessage(EMAIL));
    expect(sentMessage(EMAIL)).toBe(`Thanks — we received your message and will answer at ${EMAIL}.`);
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      {
        method: "POST",
        url: "/api/support/messages",
        body: { topic: "consultation", subject: stored.subject, message: stored.message },
      },
    ]);
    expect(screen.getByLabelText("Subject")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(screen.getByLabelText("Topic")).toHaveValue("general");
    const listed = await screen.findByTestId("support-message");
    expect(listed).toHaveTextContent(stored.subject);
    expect(listed).toHaveTextContent("Consultation request");
  });

  it("is busy while sending", async () => {
    stubApi({ "GET /api/support/messages": [200, { items: [], nextCursor: null }] });
    let answer: (response: Response) => void = () => {};
    const user = userEvent.setup();
    renderPage();
    const list = () =>
      new Response(JSON.stringify({ items: [], nextCursor: null }), {
        headers: { "content-type": "application/json" },
      });
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init?: RequestInit) =>
        init?.method === "POST" ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(list()),
      ),
    );
    await fill(user, { subject: stored.subject, message: stored.message });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const button = screen.getByRole("button", { name: /Send message/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    answer(new Response(JSON.stringify(stored), { status: 201, headers: { "content-type": "application/json" } }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled());
  });

  it("shows the server's refusal in an alert and keeps what was typed", async () => {
    stubApi({
      "GET /api/support/messages": [200, { items: [], nextCursor: null }],
      "POST /api/support/messages": [
        429,
        { error: "rate_limited", message: "Too many requests. Try again in 1 minute." },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await fill(user, { subject: stored.subject, message: stored.message });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Try again in 1 minute.");
    expect(screen.getByLabelText("Subject")).toHaveValue(stored.subject);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
