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
 * A value that is itself a shared message: a placeholder named `reason` or `range`, or ending in
 * `_reason` (why a website could not be verified, why an address is refused), is translated in
 * turn, so a message built from fragments never comes out half English.
 */
const IS_NESTED = /(?:^|_)(?:reason|range)$/;

/** A day as `formatLongDate` writes it in English ("November 28, 2026"). */
const LONG_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})$/;
const MONTHS = "January February March April May June July August September October November December".split(" ");

/** A `{date}` written as an English long date, written again in the reader's language. */
function localDate(value: string, locale: string | undefined): string {
  const found = locale ? LONG_DATE.exec(value) : null;
  if (!found || !locale) return value;
  const day = new Date(Date.UTC(Number(found[3]), MONTHS.indexOf(found[1] ?? ""), Number(found[2])));
  return day.toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/**
 * An English message in another language, by a catalog of that language: the same key with the
 * same values; a message the catalog does not know (or a key it lacks) stays as it came. A value
 * that is a shared message itself (see IS_NESTED) is translated too, and a `{date}` written out
 * in English is written in `locale` when one is given.
 */
export function translateMessage(english: string, catalog: MessageCatalog | undefined, locale?: string): string {
  if (!catalog) return english;
  const found = matchMessage(english);
  const message = found && catalog[found.key];
  if (!message) return english;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => {
      if (IS_NESTED.test(name)) return [name, translateMessage(value, catalog, locale)];
      if (name === "date") return [name, localDate(value, locale)];
      return [name, value];
    }),
  );
  return fillMessage(message, values);
}
