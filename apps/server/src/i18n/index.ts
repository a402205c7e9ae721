import { DEFAULT_LOCALE, isLocale, type Locale } from "@placard/shared/locales";
import i18next, { type TFunction } from "i18next";
import en from "./locales/en.json" with { type: "json" };
import es from "./locales/es.json" with { type: "json" };
import fr from "./locales/fr.json" with { type: "json" };
import rw from "./locales/rw.json" with { type: "json" };
import sw from "./locales/sw.json" with { type: "json" };
import zh from "./locales/zh.json" with { type: "json" };
import { icuFormat } from "@placard/shared/icu-format";
import { MESSAGE_CATALOGS } from "@placard/shared/message-catalogs";
import { translateMessage } from "@placard/shared/messages";

/**
 * The server's texts in the recipient's language (decision 0057): emails (and what else the
 * server writes for a person). Every catalog is loaded at start; English is the fallback of a
 * missing key and of a person with no language.
 */
const server = i18next.createInstance();
void server.use(icuFormat()).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: Object.fromEntries(
    Object.entries({ en, fr, rw, sw, zh, es }).map(([code, translation]) => [code, { translation }]),
  ),
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A person's locale as stored (users.locale may be null or, in old rows, anything). */
export const localeOrDefault = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** The texts of one locale: `t("email.ad_approved.subject", { ad })`. */
export function translatorFor(locale: unknown): TFunction {
  return server.getFixedT(localeOrDefault(locale));
}

export type Translate = TFunction;

/**
 * A shared message (decision 0064) in `locale`: English as it was written, another language by
 * the same key, values carried over; a text no catalog knows stays as it came.
 */
export function sharedMessageIn(english: string, locale: string): string {
  if (locale === DEFAULT_LOCALE || !isLocale(locale)) return english;
  return translateMessage(english, MESSAGE_CATALOGS[locale], locale);
}

export { readerLocale, visitorLocale } from "./request-locale.js";
