import en from "./messages/en.json" with { type: "json" };

/**
 * The validation and error messages the server and the web app share (issue #33, decision
 * 0064): one catalog, `messages/<code>.json`, keyed `errors.*`. The schemas here take their
 * English from it (`text("errors.at_most_characters", { max: 60 })` is "At most 60 characters",
 * byte for byte what they said before), and both sides translate a message they receive —
 * a zod issue, an API error — by matching it against the English catalog (`matchMessage`) and
 * writing the same key in the reader's language. Placeholders are plain `{name}`: no plurals,
 * so a value read back from an English message is put into the translation as it was written.
 */
export type MessageKey = keyof typeof en;
export type MessageCatalog = Record<string, string>;
export type MessageValues = Record<string, string | number>;

export const ENGLISH_MESSAGES: MessageCatalog = en;

const PLACEHOLDER = /\{(\w+)\}/g;

/** A catalog message with its values put in (`{max}` → "60"); a value it lacks stays `{max}`. */
export function fillMessage(message: string, values: MessageValues = {}): string {
  return message.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The English of a shared message: what the schemas say, and what an English reader gets. */
export function text(key: MessageKey, values?: MessageValues): string {
  return fillMessage(en[key], values);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each English message as a pattern: literal text, and one capture per placeholder. */
const PATTERNS = Object.entries(en).map(([key, message]) => {
  const names: string[] = [];
  const source = message
    .split(PLACEHOLDER)
    .map((piece, index) => {
      if (index % 2 === 0) return escapeRegExp(piece);
      names.push(piece);
      return "(.+?)";
    })
    .join("");
  return { key: key as MessageKey, names, pattern: new RegExp(`^${source}$`, "s") };
});
const EXACT = new Map(PATTERNS.filter((entry) => entry.names.length === 0).map((entry) => [en[entry.key], entry.key]));

/** Which shared message an English text is, with the values written into it; null if none. */
export function matchMessage(english: string): { key: MessageKey; values: Record<string, string> } | null {
  const exact = EXACT.get(english);
  if (exact) return { key: exact, values: {} };
  for (const { key, names, pattern } of PATTERNS) {
    if (names.length === 0) continue;
    const found = pattern.exec(english);
    if (found) return { key, values: Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ""])) };
  }
  return null;
}

/**
 * An English message in another language, by a catalog of that language: the same key with the
 * same values; a message the catalog does not know (or a key it lacks) stays as it came.
 */
export function translateMessage(english: string, catalog: MessageCatalog | undefined): string {
  if (!catalog) return english;
  const found = matchMessage(english);
  const message = found && catalog[found.key];
  return message ? fillMessage(message, found.values) : english;
}
