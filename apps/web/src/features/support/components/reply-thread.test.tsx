import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { ReplyThread } from "./reply-thread";

afterEach(() => vi.unstubAllGlobals());

const ID = "7f1c0a3e-0000-4000-8000-000000000001";
const reply = (n: number) => ({
  id: `r-${n}`,
  fromOperator: true,
  body: `Answer ${n}`,
  createdAt: `2026-11-1${n}T08:00:00.000Z`,
});

describe("a support thread (#29.5)", () => {
  it("shows the latest replies, then the earlier ones a page at a time on request, oldest first", async () => {
    const calls = stubApi({
      [`GET /api/support/messages/${ID}/replies`]: (call) =>
        call.url.includes("cursor=")
          ? [200, { items: [reply(2), reply(1)], nextCursor: null }]
          : [200, { items: [reply(7), reply(6), reply(5), reply(4), reply(3)], nextCursor: "next" }],
    });
    renderScreen(
      <ReplyThread
        message={{ id: ID, subject: "Payouts", replies: [reply(5), reply(6), reply(7)], repliesCount: 7 }}
        reader="sender"
        authorName="You"
        formatDate={(iso) => iso.slice(0, 10)}
      />,
    );
    const thread = screen.getByRole("list", { name: "Answers to “Payouts”" });
    const bodies = () =>
      within(thread)
        .getAllByRole("listitem")
        .map((item) => item.lastElementChild?.textContent);
    expect(bodies()).toEqual(["Answer 5", "Answer 6", "Answer 7"]);
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Show 4 earlier replies" }));
    await screen.findByRole("button", { name: "Show 2 earlier replies" });
    expect(bodies()).toEqual(["Answer 3", "Answer 4", "Answer 5", "Answer 6", "Answer 7"]);

    await userEvent.click(screen.getByRole("button", { name: "Show 2 earlier replies" }));
    await vi.waitFor(() => expect(bodies()).toHaveLength(7));
    expect(bodies()[0]).toBe("Answer 1");
    expect(screen.queryByRole("button", { name: /earlier repl/ })).not.toBeInTheDocument();
  });
});
