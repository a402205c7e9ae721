/** Money is integer USD cents everywhere but on screen (SPEC §9: USD, 0 decimal digits). */
export const MAX_PRICE_CENTS = 100_000_000;

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatDollars(cents: number): string {
  return dollars.format(cents / 100);
}

/** "12" or "12.50" typed by a person → 1200 / 1250 cents; null when not a price. */
export function parseDollars(input: string): number | null {
  const trimmed = input.trim().replace(/^\$/, "");
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const cents = Math.round(Number(trimmed) * 100);
  return cents <= MAX_PRICE_CENTS ? cents : null;
}
