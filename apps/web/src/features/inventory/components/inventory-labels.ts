import { LANGUAGES, type LanguageKey } from "@placard/shared/languages";
import type { SpaceType } from "@placard/shared/placements";
import { activeLocale, i18n } from "@/lib/i18n";

// The tiers' names are shown beyond the inventory too (the ad flow, the pricing cards).
export { TIER_KEYS, tierName } from "@/lib/placement-texts";

/** The catalog key of each space type chip (English: `SPACE_TYPE_CHIPS`' labels, word for word). */
export const SPACE_TYPE_KEYS: Record<SpaceType | "all", string> = {
  all: "inventory.space_type.all",
  primary: "inventory.space_type.primary",
  secondary: "inventory.space_type.secondary",
  sidebar: "inventory.space_type.sidebar",
  content: "inventory.space_type.content",
  special: "inventory.space_type.special",
  mobile: "inventory.space_type.mobile",
};

export const spaceTypeLabel = (type: SpaceType | null) => i18n.t(SPACE_TYPE_KEYS[type ?? "all"]);

/** An ad label language's name: as SPEC §3 writes it in English, the reader's own word for it otherwise. */
export function languageName(key: LanguageKey): string {
  const language = LANGUAGES.find((candidate) => candidate.key === key);
  if (!language) return key;
  const locale = activeLocale();
  if (locale === "en") return language.name;
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(language.code) ?? language.name;
  } catch {
    return language.name;
  }
}
