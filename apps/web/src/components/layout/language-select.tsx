import { isLocale, LOCALE_NAMES, LOCALES } from "@placard/shared/locales";
import { Languages } from "lucide-react";
import { activeLocale, useTranslation } from "@/lib/i18n";
import { useChooseLocale } from "./use-choose-locale";

/** The header's language select (decision 0057): each language named in itself. */
export function LanguageSelect({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const { choose } = useChooseLocale(isSignedIn);
  return (
    <label className="inline-flex items-center gap-1.5 text-sm text-slate-600">
      <Languages className="size-4" aria-hidden="true" />
      <span className="sr-only">{t("language.label")}</span>
      <select
        value={activeLocale()}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-700"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
