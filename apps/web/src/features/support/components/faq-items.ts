import { MOBILE_MONEY_COUNTRIES } from "@placard/shared/wallet";
import { activeLocale } from "@/lib/i18n";

export interface FaqItem {
  id: string;
  /** Catalog keys (issue #33): English keeps the help page's texts. */
  question: string;
  answer: string;
}

/**
 * "Kenya, Uganda, … and Zambia": in English as before, in the others the locale's own country
 * names (the currency's first two letters are the country's region code) and list form.
 */
export function mobileMoneyCountries(): string {
  const locale = activeLocale();
  if (locale === "en") {
    const countries = MOBILE_MONEY_COUNTRIES.map((country) => country.country);
    return `${countries.slice(0, -1).join(", ")} and ${countries.at(-1)}`;
  }
  const names = new Intl.DisplayNames(locale, { type: "region" });
  const countries = MOBILE_MONEY_COUNTRIES.map((item) => names.of(item.currency.slice(0, 2)) ?? item.country);
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(countries);
}

/** The help page's questions, answered the way Placard works (README, terms, tutorials). */
export const FAQ_ITEMS: FaqItem[] = [
  { id: "approval", question: "support.faq.approval.question", answer: "support.faq.approval.answer" },
  { id: "paying", question: "support.faq.paying.question", answer: "support.faq.paying.answer" },
  { id: "refunds", question: "support.faq.refunds.question", answer: "support.faq.refunds.answer" },
  { id: "views", question: "support.faq.views.question", answer: "support.faq.views.answer" },
  { id: "withdrawals", question: "support.faq.withdrawals.question", answer: "support.faq.withdrawals.answer" },
  { id: "mobile-money", question: "support.faq.mobile_money.question", answer: "support.faq.mobile_money.answer" },
  { id: "snippet", question: "support.faq.snippet.question", answer: "support.faq.snippet.answer" },
  { id: "verification", question: "support.faq.verification.question", answer: "support.faq.verification.answer" },
  { id: "contact", question: "support.faq.contact.question", answer: "support.faq.contact.answer" },
];
