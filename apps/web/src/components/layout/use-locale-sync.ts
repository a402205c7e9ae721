import { DEFAULT_LOCALE, isLocale } from "@placard/shared/locales";
import { useEffect } from "react";
import { applyLocale, storedLocale } from "@/lib/i18n";

/**
 * The language a page opens in (decision 0057): the signed-in person's (their account), else
 * the one this browser chose on the public pages, else English. Runs when the person changes,
 * not on every render, so a choice just made is not undone by a session read before it.
 */
export function useLocaleSync(user: { id: string; locale?: string | null } | null) {
  const accountLocale = user?.locale;
  useEffect(() => {
    const locale = isLocale(accountLocale) ? accountLocale : (storedLocale() ?? DEFAULT_LOCALE);
    void applyLocale(locale);
  }, [accountLocale]);
}
