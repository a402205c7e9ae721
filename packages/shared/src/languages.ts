/** SPEC §3 supported languages; the default-language dialog offers all six. */
export const LANGUAGE_KEYS = ["english", "french", "kinyarwanda", "swahili", "chinese", "spanish"] as const;
export type LanguageKey = (typeof LANGUAGE_KEYS)[number];

export const LANGUAGES: { key: LanguageKey; name: string; nativeName: string; code: string }[] = [
  { key: "english", name: "English", nativeName: "English", code: "en" },
  { key: "french", name: "French", nativeName: "Français", code: "fr" },
  { key: "kinyarwanda", name: "Kinyarwanda", nativeName: "Ikinyarwanda", code: "rw" },
  { key: "swahili", name: "Swahili", nativeName: "Kiswahili", code: "sw" },
  { key: "chinese", name: "Chinese", nativeName: "中文", code: "zh" },
  { key: "spanish", name: "Spanish", nativeName: "Español", code: "es" },
];

export const DEFAULT_LANGUAGE: LanguageKey = "english";
