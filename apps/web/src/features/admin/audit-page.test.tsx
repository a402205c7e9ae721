import type { AuditEntry } from "@placard/shared/audit";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { AuditPage } from "./components/audit-page";

afterEach(() => vi.unstubAllGlobals());

const base = {
  actorId: "op-1",
  actorEmail: "ops@example.com",
  actorName: "Olive Operator",
  at: "2026-11-20T10:00:00.000Z",
  details: {},
  reason: null,
  amountCents: null,
  reasonLabel: null,
  note: null,
};
const entries: AuditEntry[] = [
  {
    ...base,
    id: "3",
    action: "ad.take_down",
    targetType: "ad",
    targetId: "ad-58ee23c3",
    reason: "misleading",
    subject: { name: "Miracle Cure Pills", detail: null, href: null },
    amountCents: 2533,
    reasonLabel: "Misleading content",
    note: "Health claims without evidence",
  },
  {
    ...base,
    id: "2",
    action: "payment.refund",
    targetType: "payment",
    targetId: "58ee23c3-payment",
    subject: { name: "Acme Coffee on Kigali Daily", detail: "Payment PLC-123", href: null },
    amountCents: 1250,
    note: "Shown a day late",
  },
  {
    ...base,
    id: "1",
    action: "user.suspend",
    targetType: "user",
    targetId: "WfIs1LHj3c",
    subject: { name: "Alan Turing", detail: "alan@example.com", href: "/admin/people/WfIs1LHj3c" },
    note: "Fake traffic",
  },
];

describe("the audit log (#34.11)", () => {
  it("shows people and records by name, amounts, reason labels and notes — no raw ids or codes", async () => {
    stubApi({ "GET /api/admin/audit": [200, { items: entries, nextCursor: null }] });
    renderScreen(<AuditPage />);
    const rows = await screen.findAllByRole("row");
    const [, takeDown, refund, suspend] = rows;
    if (!suspend) throw new Error("no row for the suspension");
    expect(takeDown).toHaveTextContent("Took an ad down · $25.33");
    expect(takeDown).toHaveTextContent("Miracle Cure Pills");
    expect(takeDown).toHaveTextContent("Misleading content");
    expect(takeDown).toHaveTextContent("Health claims without evidence");
    expect(takeDown).not.toHaveTextContent("misleading");
    expect(refund).toHaveTextContent("Refunded a payment · $12.50");
    expect(refund).toHaveTextContent("Acme Coffee on Kigali Daily · Payment PLC-123");
    expect(refund).toHaveTextContent("Shown a day late");
    expect(within(suspend).getByRole("link", { name: "Alan Turing" })).toHaveAttribute(
      "href",
      "/admin/people/WfIs1LHj3c",
    );
    expect(suspend).toHaveTextContent("Olive Operator");
    for (const row of rows) {
      expect(row).not.toHaveTextContent(/WfIs1LHj3c|58ee23c3/);
    }
  });

  it("names a record that is gone by its kind and id", async () => {
    stubApi({
      "GET /api/admin/audit": [
        200,
        {
          items: [{ ...entries[2], actorName: null, subject: null, note: null, id: "9" }],
          nextCursor: null,
        },
      ],
    });
    renderScreen(<AuditPage />);
    const row = (await screen.findAllByRole("row"))[1];
    expect(row).toHaveTextContent("user WfIs1LHj3c (no longer here)");
    expect(row).toHaveTextContent("ops@example.com");
  });
});
