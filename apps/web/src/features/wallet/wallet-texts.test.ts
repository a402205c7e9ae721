import {
  MOBILE_MONEY_COUNTRIES,
  PHONE_FORMAT_MESSAGE,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  UNSUPPORTED_COUNTRY_MESSAGE,
  WALLET_TEXT,
} from "@placard/shared/wallet";
import { expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { TRANSACTION_TYPE_KEYS } from "./hooks/use-transaction-type-label";

/** The wallet's shared texts (SPEC §8) read word for word in English from the catalog (issue #33). */
it("keeps the shared wallet texts word for word in English", () => {
  expect(i18n.language).toBe("en");
  expect([
    i18n.t("wallet.text.balance_failed"),
    i18n.t("wallet.text.invalid_payment"),
    i18n.t("wallet.text.eligibility_failed"),
    i18n.t("wallet.text.invalid_payment_button"),
    i18n.t("wallet.text.checking"),
    i18n.t("wallet.text.not_eligible_button"),
    i18n.t("wallet.text.fill_all_fields"),
    i18n.t("wallet.text.withdrawal_failed"),
  ]).toEqual([
    WALLET_TEXT.balanceFailed,
    WALLET_TEXT.invalidPayment,
    WALLET_TEXT.eligibilityFailed,
    WALLET_TEXT.invalidPaymentButton,
    WALLET_TEXT.checking,
    WALLET_TEXT.notEligibleButton,
    WALLET_TEXT.fillAllFields,
    WALLET_TEXT.withdrawalFailed,
  ]);
  expect(i18n.t("wallet.text.phone_format")).toBe(PHONE_FORMAT_MESSAGE);
  const countries = MOBILE_MONEY_COUNTRIES.map((country) => country.country).join(", ");
  expect(i18n.t("wallet.text.unsupported_country", { countries })).toBe(UNSUPPORTED_COUNTRY_MESSAGE);
  for (const type of TRANSACTION_TYPES) expect(i18n.t(TRANSACTION_TYPE_KEYS[type])).toBe(TRANSACTION_TYPE_LABELS[type]);
});
