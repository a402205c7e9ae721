import { describe, expect, it, onTestFinished, vi } from "vitest";
import { formatDecimalDollars, formatDollars, formatDollarsInput, formatSignedDollars, parseDollars } from "./money.js";

describe("formatDollars: the one way an amount reads (decision 0044)", () => {
  it("shows cents whenever the amount is not whole dollars, and never rounds", () => {
    expect(formatDollars(2250)).toBe("$22.50");
    expect(formatDollars(19345)).toBe("$193.45");
    expect(formatDollars(1934)).toBe("$19.34");
    expect(formatDollars(123456)).toBe("$1,234.56");
    expect(formatDollars(1)).toBe("$0.01");
    expect(formatDollars(99)).toBe("$0.99");
  });

  it("keeps whole dollars whole: prices are typed so", () => {
    expect(formatDollars(2500)).toBe("$25");
    expect(formatDollars(100_000_000)).toBe("$1,000,000");
    expect(formatDollars(0)).toBe("$0");
    expect(formatDollars(-0)).toBe("$0");
  });

  it("signs amounts out of an account, and in when asked", () => {
    expect(formatDollars(-305)).toBe("-$3.05");
    expect(formatDollars(-300)).toBe("-$3");
    expect(formatSignedDollars(2250)).toBe("+$22.50");
    expect(formatSignedDollars(-2250)).toBe("-$22.50");
    expect(formatSignedDollars(0)).toBe("$0");
  });
});

describe("the other forms of the same amount", () => {
  it("pre-fills a dollar field as a person types it, and reads back to the same cents", () => {
    for (const cents of [2000, 2250, 1, 99, 123456, 100_000_000]) {
      expect(parseDollars(formatDollarsInput(cents))).toBe(cents);
    }
    expect(formatDollarsInput(2000)).toBe("20");
    expect(formatDollarsInput(2250)).toBe("22.50");
    expect(formatDollarsInput(5)).toBe("0.05");
  });

  it("writes CSV amounts as plain numbers with two decimals", () => {
    expect(formatDecimalDollars(2250)).toBe("22.50");
    expect(formatDecimalDollars(-300)).toBe("-3.00");
    expect(formatDecimalDollars(123456789)).toBe("1234567.89");
    expect(formatDecimalDollars(5)).toBe("0.05");
    expect(formatDecimalDollars(-5)).toBe("-0.05");
  });
});

describe("the formats are made on first use (#30: the embed script pays nothing for them on load)", () => {
  it("creates no Intl.NumberFormat on import, and each format once", async () => {
    vi.resetModules();
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    } as typeof Real;
    onTestFinished(() => {
      Intl.NumberFormat = Real;
    });
    const money = await import("./money.js");
    expect(made).toBe(0);
    expect([money.formatDollars(2500), money.formatDollars(1250), money.formatDollars(100)]).toEqual([
      "$25",
      "$12.50",
      "$1",
    ]);
    expect(made).toBe(2);
  });
});

describe("formatDollars in a person's locale (decision 0057)", () => {
  it("stays USD, written the locale's way; English and no locale read the same", () => {
    expect(formatDollars(2250, "en")).toBe(formatDollars(2250));
    expect(formatDollars(2250, "fr")).toMatch(/22,50\s\$US/);
    expect(formatDollars(2500, "es")).toMatch(/25\sUS\$/);
  });
});
