/**
 * Money is integer USD cents everywhere but where a person reads it. This file is the one place
 * that turns cents into text (decision 0044): every screen, CSV, email and PDF formats through it.
 */
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * The USD formats, made on first use per locale: creating an Intl.NumberFormat costs tens of
 * milliseconds of main thread on a cold page, which the embed script must not spend on load (#30).
 * Without a locale (or "en") amounts read as in the US ("$22.50"); a person's locale (decision
 * 0057) keeps USD but writes it its own way ("22,50 $US").
 */
const formats = new Map<string, Intl.NumberFormat>();
function dollarsFormat(digits: 0 | 2, locale = "en-US") {
  const tag = locale === "en" ? "en-US" : locale;
  const key = `${tag}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

const isWholeDollars = (cents: number) => cents % 100 === 0;

/**
 * An amount as a person reads it: "$25" when it is whole dollars (prices are typed so, SPEC
 * §9), its cents whenever it has any ("$22.50", "-$3.05"), never rounded.
 */
export function formatDollars(cents: number, locale?: string): string {
  // `|| 0` turns -0 into 0: no "-$0".
  const dollars = cents / 100 || 0;
  return dollarsFormat(isWholeDollars(cents) ? 0 : 2, locale).format(dollars);
}

/** A movement seen from its account: "+$22.50" in, "-$3.05" out, "$0" neither. */
export function formatSignedDollars(cents: number, locale?: string): string {
  return cents > 0 ? `+${formatDollars(cents, locale)}` : formatDollars(cents, locale);
}

/**
 * The same amount as a person types it into a dollar field ("25", "22.50"): what a form
 * pre-fills, read back by `parseDollars` to the same cents.
 */
export function formatDollarsInput(cents: number): string {
  const dollars = Math.abs(cents) / 100;
  const text = isWholeDollars(cents) ? String(dollars) : dollars.toFixed(2);
  return cents < 0 ? `-${text}` : text;
}

/**
 * A machine-readable amount for a CSV cell: always two decimals, no symbol, no thousands
 * separator ("22.50", "-3.00", "1234.00"), so a spreadsheet reads a number it can sum.
 */
export function formatDecimalDollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "12" or "12.50" typed by a person → 1200 / 1250 cents; null when not a price. */
export function parseDollars(input: string): number | null {
  const trimmed = input.trim().replace(/^\$/, "");
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const cents = Math.round(Number(trimmed) * 100);
  return cents <= MAX_PRICE_CENTS ? cents : null;
}
