import { formatDollars, parseDollars } from "@placard/shared/money";
import { E164_PATTERN, MOBILE_MONEY_COUNTRIES, mobileMoneyCountryOf, type WithdrawInput } from "@placard/shared/wallet";
import { useState } from "react";
import { activeLocale, i18n } from "@/lib/i18n";

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

const PAYOUT_COUNTRIES = MOBILE_MONEY_COUNTRIES.map((country) => country.country).join(", ");

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
  if (!amount || !phoneNumber) return { isValid: false, field: null, message: i18n.t("wallet.text.fill_all_fields") };

  const amountCents = parseDollars(amount);
  if (amountCents === null)
    return { isValid: false, field: "amount", message: i18n.t("wallet.withdraw_form.amount_invalid") };
  if (amountCents <= 0) return { isValid: false, field: "amount", message: i18n.t("wallet.withdraw_form.amount_zero") };
  if (amountCents > remainingCents) {
    return {
      isValid: false,
      field: "amount",
      message: i18n.t("wallet.withdraw_form.amount_most", { amount: formatDollars(remainingCents, activeLocale()) }),
    };
  }

  if (!E164_PATTERN.test(phoneNumber))
    return { isValid: false, field: "phoneNumber", message: i18n.t("wallet.text.phone_format") };
  const networks = networksFor(phoneNumber);
  if (networks.length === 0)
    return {
      isValid: false,
      field: "phoneNumber",
      message: i18n.t("wallet.text.unsupported_country", { countries: PAYOUT_COUNTRIES }),
    };

  const network = networks.length === 1 ? networks[0] : networks.find((option) => option === values.network);
  if (!network) return { isValid: false, field: "network", message: i18n.t("wallet.withdraw_form.network_missing") };

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
