import { z } from "zod";
import { LANGUAGES } from "./languages.js";

/**
 * The languages a person can read Placard in (issue #33, decision 0057): the ad labels' six
 * (languages.ts), by the same codes. English is the source catalog and the fallback.
 */
export const LOCALES = ["en", "fr", "rw", "sw", "zh", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const localeSchema = z.enum(LOCALES);

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** Each locale's own name, as the language pickers show it ("Français", "Kiswahili"…). */
export const LOCALE_NAMES: Record<Locale, string> = Object.fromEntries(
  LOCALES.map((code) => [code, LANGUAGES.find((language) => language.code === code)?.nativeName ?? code]),
) as Record<Locale, string>;

/** PATCH /api/me: what a person changes about themselves there (null: back to the default). */
export const updateMeSchema = z.object({ locale: localeSchema.nullable() });
export type UpdateMe = z.infer<typeof updateMeSchema>;

/**
 * The best supported locale for an `Accept-Language` header ("fr-CH, fr;q=0.9, en;q=0.8"), by
 * quality then order, matching on the language subtag through Intl.Locale; null when none fits.
 */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    let language: string;
    try {
      language = new Intl.Locale(tag).language;
    } catch {
      continue;
    }
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * The cookie the public pages' language select also writes, so an account made after a
 * visitor chose a language starts in it (the server reads it at sign-up).
 */
export const LOCALE_COOKIE = "placard_locale";
