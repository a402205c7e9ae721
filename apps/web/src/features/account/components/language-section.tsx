import { isLocale, type Locale, LOCALE_NAMES, LOCALES } from "@placard/shared/locales";
import { useState } from "react";
import { useChooseLocale } from "@/components/layout/use-choose-locale";
import { Alert } from "@/components/ui/alert";
import { activeLocale, useTranslation } from "@/lib/i18n";
import { Section } from "./section";

/** The person's language (decision 0057): the screens, emails and PDFs follow it. */
export function LanguageSection() {
  const { t } = useTranslation();
  const { choose, isSaving } = useChooseLocale(true);
  const [status, setStatus] = useState<"saved" | "failed" | null>(null);

  async function onChange(locale: Locale) {
    setStatus(null);
    setStatus((await choose(locale)) ? "saved" : "failed");
  }

  return (
    <Section id="account-language" title={t("account.language.title")}>
      <p className="text-sm text-slate-600">{t("account.language.help")}</p>
      {status === "saved" && <Alert tone="success">{t("account.saved")}</Alert>}
      {status === "failed" && <Alert tone="error">{t("account.language.failed")}</Alert>}
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800 sm:max-w-xs">
        {t("language.label")}
        <select
          value={activeLocale()}
          disabled={isSaving}
          onChange={(event) => {
            if (isLocale(event.target.value)) void onChange(event.target.value);
          }}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base font-normal"
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
    </Section>
  );
}
