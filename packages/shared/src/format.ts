/** SPEC §9: 1000 or more as K, 1000000 or more as M, one decimal ("1.2K", "3M"). */
export function formatCount(value: number): string {
  const compact = (n: number, suffix: string) => `${Number.parseFloat(n.toFixed(1))}${suffix}`;
  if (value >= 1_000_000) return compact(value / 1_000_000, "M");
  if (value >= 1_000) return compact(value / 1_000, "K");
  return String(value);
}

/**
 * SPEC §9: dates in en-US long format ("November 22, 2026"), the one date format of the UI
 * (#34.9). Takes a timestamp or a day ("2026-12-25"). Bookings start and end at midnight UTC
 * (decision 0025) and "Free from" is a UTC day, so the day is the UTC day: formatted in the
 * viewer's zone, a booking from 2026-12-25T00:00Z read "December 24, 2026" west of UTC.
 */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * A count with its noun in the right number, the one plural rule of the UI (#15.13):
 * `countOf(1, "user")` is "1 user", `countOf(3, "user")` "3 users", `countOf(0, "ad space")`
 * "0 ad spaces". An irregular plural is given; `format` renders the number (formatCount).
 */
export function countOf(
  count: number,
  singular: string,
  plural = `${singular}s`,
  format: (value: number) => string = String,
): string {
  return `${format(count)} ${count === 1 ? singular : plural}`;
}
