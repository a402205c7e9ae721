// Where the demo's visitors read from (decision 0059): a plausible spread of countries,
// devices and pages, so the ad and website reports' reach breakdowns have something to show.

/** Countries as DB-IP names them, weighted: the demo's publishers are mostly East African. */
const COUNTRIES: [string, number][] = [
  ["RW", 30],
  ["KE", 18],
  ["UG", 12],
  ["TZ", 8],
  ["NG", 6],
  ["US", 7],
  ["GB", 5],
  ["FR", 4],
  ["DE", 3],
  ["BE", 2],
  ["unknown", 2],
];
const DEVICES: [string, number][] = [
  ["phone", 58],
  ["desktop", 34],
  ["tablet", 8],
];
/** Pages of a news or blog site; the first ones are read most. */
const PAGES: [string, number][] = [
  ["/", 30],
  ["/news", 16],
  ["/news/kigali-innovation-week", 12],
  ["/business/markets-today", 9],
  ["/sport/weekend-results", 8],
  ["/blog/how-we-roast-our-coffee", 6],
  ["/culture/film-festival", 5],
  ["/tech/mobile-money-guide", 5],
  ["/about", 3],
  ["/contact", 2],
];

function weighted(random: () => number, choices: [string, number][]) {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random() * total;
  for (const [value, weight] of choices) {
    pick -= weight;
    if (pick < 0) return value;
  }
  return choices[0]?.[0] ?? "unknown";
}

/** One visitor's country, device and page (the counter's `reach`, as live beacons give it). */
export function demoReach(random: () => number) {
  return {
    country: weighted(random, COUNTRIES),
    device: weighted(random, DEVICES),
    page: weighted(random, PAGES),
  };
}
