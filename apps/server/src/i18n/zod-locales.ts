import { z } from "zod";

/**
 * zod's built-in messages in Kinyarwanda and Swahili, which zod does not ship (decision 0064):
 * error maps of the same shape as zod's own locales (`z.locales.fr()`), covering every issue
 * code zod v4 raises. Machine-drafted like the catalogs, not yet reviewed by a fluent speaker.
 */
interface Words {
  invalid: string;
  /** "expected X, received Y". */
  expected: (expected: string, received: string) => string;
  one: (value: string) => string;
  oneOf: (values: string) => string;
  tooBig: string;
  tooSmall: string;
  /** "{what} must have {bound} {unit}" / "{what} must be {bound}". */
  have: (what: string, bound: string, unit: string) => string;
  be: (what: string, bound: string) => string;
  value: string;
  text: string;
  startsWith: (prefix: string) => string;
  endsWith: (suffix: string) => string;
  includes: (part: string) => string;
  matches: (pattern: string) => string;
  badFormat: (format: string) => string;
  multipleOf: (divisor: string) => string;
  unknownKeys: (keys: string, many: boolean) => string;
  badKey: (origin: string) => string;
  badElement: (origin: string) => string;
  units: Record<string, string>;
  types: Record<string, string>;
  formats: Record<string, string>;
}

const util = z.core.util;

function errorMap(words: Words): z.core.$ZodErrorMap {
  const type = (name: string) => words.types[name] ?? name;
  const sized = (origin: string, bound: string) => {
    const what = words.types[origin] ?? words.value;
    const unit = words.units[origin];
    return unit ? words.have(what, bound, unit) : words.be(what, bound);
  };
  return (issue) => {
    switch (issue.code) {
      case "invalid_type":
        return `${words.invalid}: ${words.expected(type(issue.expected), type(util.parsedType(issue.input)))}`;
      case "invalid_value":
        return issue.values.length === 1
          ? `${words.invalid}: ${words.one(util.stringifyPrimitive(issue.values[0]))}`
          : `${words.invalid}: ${words.oneOf(util.joinValues(issue.values, "|"))}`;
      case "too_big":
        return `${words.tooBig}: ${sized(issue.origin, (issue.inclusive ? "<=" : "<") + String(issue.maximum))}`;
      case "too_small":
        return `${words.tooSmall}: ${sized(issue.origin, (issue.inclusive ? ">=" : ">") + String(issue.minimum))}`;
      case "invalid_format": {
        if (issue.format === "starts_with") return `${words.text}: ${words.startsWith(`"${String(issue.prefix)}"`)}`;
        if (issue.format === "ends_with") return `${words.text}: ${words.endsWith(`"${String(issue.suffix)}"`)}`;
        if (issue.format === "includes") return `${words.text}: ${words.includes(`"${String(issue.includes)}"`)}`;
        if (issue.format === "regex") return `${words.text}: ${words.matches(String(issue.pattern))}`;
        return words.badFormat(words.formats[issue.format] ?? issue.format);
      }
      case "not_multiple_of":
        return words.multipleOf(String(issue.divisor));
      case "unrecognized_keys":
        return words.unknownKeys(util.joinValues(issue.keys, ", "), issue.keys.length > 1);
      case "invalid_key":
        return words.badKey(issue.origin);
      case "invalid_element":
        return words.badElement(issue.origin);
      default:
        return words.invalid;
    }
  };
}

const SHARED_FORMATS = { url: "URL", uuid: "UUID", uuidv4: "UUIDv4", jwt: "JWT", iban: "IBAN", emoji: "emoji" };

const swahili = errorMap({
  invalid: "Ingizo si sahihi",
  expected: (expected, received) => `ilitarajiwa ${expected}, imepokelewa ${received}`,
  one: (value) => `ilitarajiwa ${value}`,
  oneOf: (values) => `ilitarajiwa mojawapo ya ${values}`,
  tooBig: "Kubwa mno",
  tooSmall: "Ndogo mno",
  have: (what, bound, unit) => `${what} inapaswa kuwa na ${bound} ${unit}`,
  be: (what, bound) => `${what} inapaswa kuwa ${bound}`,
  value: "thamani",
  text: "Maandishi si sahihi",
  startsWith: (prefix) => `lazima yaanze na ${prefix}`,
  endsWith: (suffix) => `lazima yaishe na ${suffix}`,
  includes: (part) => `lazima yajumuishe ${part}`,
  matches: (pattern) => `lazima yalingane na muundo ${pattern}`,
  badFormat: (format) => `${format} si sahihi`,
  multipleOf: (divisor) => `Namba si sahihi: lazima igawanyike kwa ${divisor}`,
  unknownKeys: (keys, many) => (many ? `Funguo zisizojulikana: ${keys}` : `Ufunguo usiojulikana: ${keys}`),
  badKey: (origin) => `Ufunguo si sahihi katika ${origin}`,
  badElement: (origin) => `Thamani si sahihi katika ${origin}`,
  units: { string: "herufi", file: "baiti", array: "vipengele", set: "vipengele" },
  types: {
    string: "maandishi",
    number: "namba",
    int: "namba kamili",
    boolean: "kweli au si kweli",
    bigint: "namba kubwa",
    undefined: "hakuna thamani",
    null: "null",
    date: "tarehe",
    array: "orodha",
    object: "kitu",
    set: "seti",
    file: "faili",
    nan: "NaN",
  },
  formats: {
    ...SHARED_FORMATS,
    email: "anwani ya barua pepe",
    datetime: "tarehe na saa ya ISO",
    date: "tarehe ya ISO",
    time: "saa ya ISO",
    duration: "muda wa ISO",
    ipv4: "anwani ya IPv4",
    ipv6: "anwani ya IPv6",
    e164: "namba ya simu ya E.164",
  },
});

const kinyarwanda = errorMap({
  invalid: "Ibyinjijwe si byo",
  expected: (expected, received) => `hategerejwe ${expected}, habonetse ${received}`,
  one: (value) => `hategerejwe ${value}`,
  oneOf: (values) => `hategerejwe kimwe muri ${values}`,
  tooBig: "Ni binini cyane",
  tooSmall: "Ni bito cyane",
  have: (what, bound, unit) => `${what} igomba kugira ${bound} ${unit}`,
  be: (what, bound) => `${what} igomba kuba ${bound}`,
  value: "agaciro",
  text: "Inyandiko si yo",
  startsWith: (prefix) => `igomba gutangira na ${prefix}`,
  endsWith: (suffix) => `igomba kurangira na ${suffix}`,
  includes: (part) => `igomba kubamo ${part}`,
  matches: (pattern) => `igomba guhura n’imiterere ${pattern}`,
  badFormat: (format) => `${format} si byo`,
  multipleOf: (divisor) => `Umubare si wo: ugomba kugabanyika na ${divisor}`,
  unknownKeys: (keys, many) => (many ? `Imfunguzo zitazwi: ${keys}` : `Urufunguzo rutazwi: ${keys}`),
  badKey: (origin) => `Urufunguzo si rwo muri ${origin}`,
  badElement: (origin) => `Agaciro si ko muri ${origin}`,
  units: { string: "inyuguti", file: "bayiti", array: "ibintu", set: "ibintu" },
  types: {
    string: "inyandiko",
    number: "umubare",
    int: "umubare wuzuye",
    boolean: "yego cyangwa oya",
    bigint: "umubare munini",
    undefined: "nta gaciro",
    null: "null",
    date: "itariki",
    array: "urutonde",
    object: "ikintu",
    set: "itsinda",
    file: "dosiye",
    nan: "NaN",
  },
  formats: {
    ...SHARED_FORMATS,
    email: "aderesi ya imeri",
    datetime: "itariki n’isaha bya ISO",
    date: "itariki ya ISO",
    time: "isaha ya ISO",
    duration: "igihe cya ISO",
    ipv4: "aderesi ya IPv4",
    ipv6: "aderesi ya IPv6",
    e164: "nimero ya telefoni ya E.164",
  },
});

/** zod-shaped locales for the two languages zod lacks. */
export const localeError = {
  rw: () => ({ localeError: kinyarwanda }),
  sw: () => ({ localeError: swahili }),
};
