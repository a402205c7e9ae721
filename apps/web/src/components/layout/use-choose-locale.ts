import { LOCALE_COOKIE, type Locale } from "@placard/shared/locales";
import { useState } from "react";
import { api } from "@/lib/api-client";
import { applyLocale, storeLocale } from "@/lib/i18n";

/**
 * Choosing a language (decision 0057): the texts switch at once; the choice is kept in this
 * browser (and its cookie, which a sign-up reads) and, signed in, on the account.
 */
export function useChooseLocale(isSignedIn: boolean) {
  const [isSaving, setIsSaving] = useState(false);
  async function choose(locale: Locale): Promise<boolean> {
    storeLocale(locale);
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
    await applyLocale(locale);
    if (!isSignedIn) return true;
    setIsSaving(true);
    try {
      await api.patch("/api/me", { locale });
      return true;
    } catch {
      return false;
    } finally {
      setIsSaving(false);
    }
  }
  return { choose, isSaving };
}
