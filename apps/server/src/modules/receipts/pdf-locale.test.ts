import type { Receipt } from "@placard/shared/receipts";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../test/pdf-text.js";
import { receiptPdf } from "./pdf.js";
import { statementPdf } from "./statement-pdf.js";

const receipt = {
  number: "PL-2026-000042",
  reference: "ref-1",
  paidAt: "2026-11-02T10:00:00.000Z",
  status: "paid",
  seller: { name: "Placard Ltd", address: "Kigali", taxId: "123" },
  buyer: { name: "Amani", location: "Nairobi", email: "a@example.com" },
  websiteName: "news.example",
  spaces: ["Top banner"],
  periodStart: "2026-11-02",
  periodEnd: "2026-12-01",
  amountCents: 2250,
  feeCents: 225,
  currency: "USD",
} as unknown as Receipt;

async function* noLines() {}

describe("receipts and statements in the reader's language (decision 0057)", () => {
  it("a receipt in French: its texts and amounts the French way, still USD", async () => {
    const text = await pdfText(await receiptPdf(receipt, "fr"));
    expect(text).toContain("Reçu PL-2026-000042");
    expect(text).toContain("Acheteur");
    expect(text).toMatch(/Total payé \(USD\)/);
    expect(text).toMatch(/22,50\s\$US/);
  });

  it("a receipt without a language stays English, as before", async () => {
    const text = await pdfText(await receiptPdf(receipt, null));
    expect(text).toContain("Receipt PL-2026-000042");
    expect(text).toContain("$22.50");
  });

  it("a statement in Swahili", async () => {
    const statement = {
      month: "2026-11",
      from: "2026-11-01",
      closesOn: "2026-11-30",
      owner: { name: "Amani", email: "a@example.com" },
      seller: receipt.seller,
      openingCents: 0,
      lines: noLines(),
    } as unknown as Parameters<typeof statementPdf>[0];
    const text = await pdfText(await statementPdf(statement, "sw"));
    expect(text).toContain("Taarifa ya mapato 2026-11");
    expect(text).toContain("Hakuna miamala mwezi huu.");
  });
});
