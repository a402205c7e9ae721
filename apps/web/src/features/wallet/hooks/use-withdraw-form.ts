import { formatDollars, parseDollars } from "@placard/shared/money";
import {
  E164_PATTERN,
  mobileMoneyCountryOf,
  PHONE_FORMAT_MESSAGE,
  UNSUPPORTED_COUNTRY_MESSAGE,
  WALLET_TEXT,
  type WithdrawInput,
} from "@placard/shared/wallet";
import { useState } from "react";

export interface WithdrawValues {
  /** Dollars as typed ("25" or "25.50"). */
  amount: string;
  phoneNumber: string;
  network: string;
}

export type WithdrawField = keyof WithdrawValues;

export type WithdrawCheck =
  | { isValid: true; input: Omit<WithdrawInput, "paymentId"> }
  | { isValid: false; field: WithdrawField | null; message: string };

export const CHOOSE_NETWORK = "Choose your mobile money network";

/** The operators to choose from for this number; a choice is asked only when there are several. */
export function networksFor(phoneNumber: string): readonly string[] {
  return mobileMoneyCountryOf(phoneNumber.trim())?.networks ?? [];
}

/**
 * SPEC §5 withdrawal rules, checked before anything is sent: amount and number required,
 * an amount up to what is left of the payment, an E.164 number in a payout country, and
 * the network when that country has several.
 */
export function checkWithdrawal(values: WithdrawValues, remainingCents: number): WithdrawCheck {
  const amount = values.amount.trim();
  const phoneNumber = values.phoneNumber.trim();
  if (!amount || !phoneNumber) return { isValid: false, field: null, message: WALLET_TEXT.fillAllFields };

  const amountCents = parseDollars(amount);
  if (amountCents === null) return { isValid: false, field: "amount", message: "Enter an amount in dollars, like 25" };
  if (amountCents <= 0) return { isValid: false, field: "amount", message: "Enter an amount above zero" };
  if (amountCents > remainingCents) {
    return { isValid: false, field: "amount", message: `You can withdraw at most ${formatDollars(remainingCents)}` };
  }

  if (!E164_PATTERN.test(phoneNumber)) return { isValid: false, field: "phoneNumber", message: PHONE_FORMAT_MESSAGE };
  const networks = networksFor(phoneNumber);
  if (networks.length === 0) return { isValid: false, field: "phoneNumber", message: UNSUPPORTED_COUNTRY_MESSAGE };

  const network = networks.length === 1 ? networks[0] : networks.find((option) => option === values.network);
  if (!network) return { isValid: false, field: "network", message: CHOOSE_NETWORK };

  return { isValid: true, input: { amountCents, phoneNumber, network } };
}

type Step = { name: "form" } | { name: "confirm"; input: Omit<WithdrawInput, "paymentId"> };

/** The withdrawal form's state: values, the first problem found, and the confirm step. */
export function useWithdrawForm(remainingCents: number) {
  const [values, setValues] = useState<WithdrawValues>({ amount: "", phoneNumber: "", network: "" });
  const [problem, setProblem] = useState<{ field: WithdrawField | null; message: string } | null>(null);
  const [step, setStep] = useState<Step>({ name: "form" });

  const change = (field: WithdrawField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };

  /** Checks the values; when they pass, moves on to the confirm step. */
  const review = () => {
    const check = checkWithdrawal(values, remainingCents);
    if (!check.isValid) return setProblem({ field: check.field, message: check.message });
    setProblem(null);
    setStep({ name: "confirm", input: check.input });
  };

  return {
    values,
    change,
    problem,
    step,
    review,
    backToForm: () => setStep({ name: "form" }),
    networks: networksFor(values.phoneNumber),
  };
}
