import { DEFAULT_LOCALE, isLocale, type Locale } from "@placard/shared/locales";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { icuFormat } from "@placard/shared/icu-format";
import { MESSAGE_LOADERS } from "@placard/shared/message-loaders";
import { type MessageCatalog, translateMessage } from "@placard/shared/messages";
import { formatLongDate } from "@placard/shared/format";
import { formatDollars } from "@placard/shared/money";
import en from "./locales/en.json";

/**
 * The web app's texts (decision 0057): i18next with ICU MessageFormat, English bundled (the
 * SPEC's texts, and the fallback of every key), every other catalog a chunk of its own that
 * loads only when a person chooses its language.
 */
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<{ default: Record<string, string> }>> = {
  fr: () => import("./locales/fr.json"),
  rw: () => import("./locales/rw.json"),
  sw: () => import("./locales/sw.json"),
  zh: () => import("./locales/zh.json"),
  es: () => import("./locales/es.json"),
};

/** An anonymous visitor's choice, kept in this browser (a signed-in person's is on the account). */
export const LOCALE_STORAGE_KEY = "placard.locale";

export const i18n = i18next.createInstance();
void i18n
  .use(icuFormat())
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { en: { translation: en } },
    // Keys hold dots as namespacing only; the catalogs are flat JSON.
    keySeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

function setDocumentLanguage(locale: string) {
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}
i18n.on("languageChanged", setDocumentLanguage);

/** The shared validation and error messages of each loaded language (decision 0064). */
const sharedMessages: Partial<Record<Locale, MessageCatalog>> = {};

/** Loads the locale's catalogs (once) and switches every text, `<html lang>` included. */
export async function applyLocale(locale: Locale): Promise<void> {
  if (locale !== "en" && !i18n.hasResourceBundle(locale, "translation")) {
    const [catalog, messages] = await Promise.all([LOADERS[locale](), MESSAGE_LOADERS[locale]()]);
    sharedMessages[locale] = messages.default;
    i18n.addResourceBundle(locale, "translation", catalog.default);
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  else setDocumentLanguage(locale);
}

export const activeLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/** The visitor's stored choice, or null (private mode and old storage are ignored). */
export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage off: the choice lasts this page only.
  }
}

/** The active locale's Intl formats: dates and numbers as its readers write them. */
export function formatDate(value: Date | string, options?: Intl.DateTimeFormatOptions): string {
  return new Date(value).toLocaleDateString(activeLocale(), options ?? { dateStyle: "medium" });
}

export function formatNumber(value: number): string {
  return value.toLocaleString(activeLocale());
}

export { useTranslation };

/**
 * A shared validation or error message (a zod issue of a shared schema, written in English) in
 * the active language; any other text as it is — the server's answers already come translated.
 */
export function translateSharedMessage(message: string): string {
  const locale = activeLocale();
  return locale === "en" ? message : translateMessage(message, sharedMessages[locale], locale);
}

/** `translateSharedMessage` for a component: it renders again when the language changes. */
export function useSharedMessage(): (message: string) => string {
  useTranslation();
  return translateSharedMessage;
}

const SLOT = "\u2063";

/**
 * A translated sentence with one element inside it (`<strong>{email}</strong>`): the message
 * is formatted with a marker for the value, then split around it, so each language places
 * the element where its word order wants it.
 */
export function splitAround(message: (slot: string) => string): [string, string] {
  const [before = "", after = ""] = message(SLOT).split(SLOT);
  return [before, after];
}

/**
 * A count as the lists show it, short: "1.2K" in English (formatCount, as before), the
 * locale's compact notation in the others.
 */
export function formatCompact(value: number, englishFormat: (value: number) => string): string {
  const locale = activeLocale();
  if (locale === "en") return englishFormat(value);
  return new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

/** A count written out in full: as typed in English ("1000", as before), grouped the locale's way in the others. */
export function formatWhole(value: number): string {
  return activeLocale() === "en" ? String(value) : formatNumber(value);
}

/**
 * A translated sentence with several elements in it, in whatever order the language puts
 * them: `parts((slot) => t(key, { link: slot(0), key: slot(1) }))` gives the text pieces and,
 * between them, the index of the element that goes there.
 */
export function splitSlots(message: (slot: (index: number) => string) => string): (string | number)[] {
  const marker = (index: number) => `${SLOT}${index}${SLOT}`;
  const pieces = message(marker).split(new RegExp(`${SLOT}(\\d+)${SLOT}`));
  return pieces.map((piece, position) => (position % 2 === 1 ? Number(piece) : piece));
}

/**
 * The ad flow's and campaign pages' day and amount (issue #33, i18n-screens): "November 22,
 * 2026" and "$22.50" in English, exactly as formatLongDate and formatDollars write them; the
 * locale's long date (UTC day) and its way of writing USD in the others.
 */
export function formatLongDay(iso: string): string {
  const locale = activeLocale();
  if (locale === "en") return formatLongDate(iso);
  return formatDate(iso, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

export function formatMoney(cents: number): string {
  return formatDollars(cents, activeLocale());
}
