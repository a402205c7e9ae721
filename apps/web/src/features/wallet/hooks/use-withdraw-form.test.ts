import { PHONE_FORMAT_MESSAGE, UNSUPPORTED_COUNTRY_MESSAGE, WALLET_TEXT } from "@placard/shared/wallet";
import { describe, expect, it } from "vitest";
import { checkWithdrawal, networksFor } from "./use-withdraw-form";

const values = (amount: string, phoneNumber: string, network = "") => ({ amount, phoneNumber, network });
const REMAINING = 5000;

describe("withdrawal rules (SPEC §5)", () => {
  it("needs an amount and a number", () => {
    for (const [amount, phone] of [
      ["", ""],
      ["10", ""],
      ["", "+254712345678"],
      ["  ", "  "],
    ] as const) {
      expect(checkWithdrawal(values(amount, phone), REMAINING)).toEqual({
        isValid: false,
        field: null,
        message: WALLET_TEXT.fillAllFields,
      });
    }
  });

  it("takes an amount above zero and up to what is left of the payment", () => {
    expect(checkWithdrawal(values("abc", "+254712345678"), REMAINING)).toMatchObject({ field: "amount" });
    expect(checkWithdrawal(values("0", "+254712345678"), REMAINING)).toMatchObject({
      message: "Enter an amount above zero",
    });
    expect(checkWithdrawal(values("50.01", "+254712345678"), REMAINING)).toMatchObject({
      message: "You can withdraw at most $50",
    });
    expect(checkWithdrawal(values("50", "+254712345678"), REMAINING)).toMatchObject({ isValid: true });
  });

  it("wants an E.164 number in a country with mobile money payouts", () => {
    expect(checkWithdrawal(values("10", "0712345678"), REMAINING)).toEqual({
      isValid: false,
      field: "phoneNumber",
      message: PHONE_FORMAT_MESSAGE,
    });
    expect(checkWithdrawal(values("10", "+2547"), REMAINING)).toMatchObject({ message: PHONE_FORMAT_MESSAGE });
    expect(checkWithdrawal(values("10", "+14155550123"), REMAINING)).toMatchObject({
      message: UNSUPPORTED_COUNTRY_MESSAGE,
    });
  });

  it("asks for the network only where there are several", () => {
    expect(networksFor("+254712345678")).toEqual(["MPS"]);
    expect(networksFor("+256772123456")).toEqual(["MTN", "AIRTEL"]);
    expect(networksFor("+2")).toEqual([]);
    expect(checkWithdrawal(values("10", " +254712345678 "), REMAINING)).toEqual({
      isValid: true,
      input: { amountCents: 1000, phoneNumber: "+254712345678", network: "MPS" },
    });
    expect(checkWithdrawal(values("10", "+256772123456"), REMAINING)).toMatchObject({
      field: "network",
      message: "Choose your mobile money network",
    });
    expect(checkWithdrawal(values("12.5", "+256772123456", "AIRTEL"), REMAINING)).toEqual({
      isValid: true,
      input: { amountCents: 1250, phoneNumber: "+256772123456", network: "AIRTEL" },
    });
  });
});
