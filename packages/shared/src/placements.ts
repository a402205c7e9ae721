/**
 * The 15 ad placements of SPEC §3. `slot` is where the placement sits on a 120×80 page
 * mock-up; the web app draws the illustration from it (a page with the slot highlighted).
 */
export const SPACE_TYPES = ["primary", "secondary", "sidebar", "content", "special", "mobile"] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];

/** The filter chips of 'Select Your Ad Spaces', in order; `null` is All Spaces. */
export const SPACE_TYPE_CHIPS: { type: SpaceType | null; label: string }[] = [
  { type: null, label: "All Spaces" },
  { type: "primary", label: "Primary" },
  { type: "secondary", label: "Secondary" },
  { type: "sidebar", label: "Sidebar" },
  { type: "content", label: "Content" },
  { type: "special", label: "Special" },
  { type: "mobile", label: "Mobile" },
];

export type Position = "top" | "bottom" | "middle" | "left" | "right" | "side" | "overlay";

export interface Slot {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Placement {
  key: PlacementKey;
  name: string;
  spaceType: SpaceType;
  position: Position;
  description: string;
  bullets: [string, string, string, string, string];
  slot: Slot;
  /** Drawn as a phone instead of a desktop page. */
  isMobile?: boolean;
}

export const PLACEMENT_KEYS = [
  "aboveTheFold",
  "beneathTitle",
  "bottom",
  "floating",
  "HeaderPic",
  "inFeed",
  "inlineContent",
  "leftRail",
  "mobileInterstial",
  "modalPic",
  "overlay",
  "proFooter",
  "rightRail",
  "sidebar",
  "stickySidebar",
] as const;
export type PlacementKey = (typeof PLACEMENT_KEYS)[number];

export const PLACEMENTS: Placement[] = [
  {
    key: "aboveTheFold",
    name: "Above the Fold",
    spaceType: "primary",
    position: "top",
    description: "A wide banner at the top of the page, seen before anyone scrolls.",
    bullets: [
      "Seen by nearly every visitor",
      "Highest viewability on the page",
      "Best for brand launches and announcements",
      "Works with wide images and short videos",
      "Priced as a premium space",
    ],
    slot: { x: 8, y: 15, w: 104, h: 14 },
  },
  {
    key: "beneathTitle",
    name: "Beneath Title",
    spaceType: "content",
    position: "top",
    description: "Right under an article's headline, where the reader's eyes land first.",
    bullets: [
      "Read before the article body",
      "Relevant to the page's topic",
      "Feels native to the content",
      "Good for text-led offers",
      "Strong click-through rates",
    ],
    slot: { x: 8, y: 24, w: 70, h: 8 },
  },
  {
    key: "bottom",
    name: "Bottom",
    spaceType: "secondary",
    position: "bottom",
    description: "A banner at the end of the page, for visitors who read to the end.",
    bullets: [
      "Reaches the most engaged readers",
      "Does not interrupt reading",
      "Affordable for long campaigns",
      "Good for follow-up offers",
      "Wide format like the top banner",
    ],
    slot: { x: 8, y: 62, w: 104, h: 10 },
  },
  {
    key: "floating",
    name: "Floating",
    spaceType: "special",
    position: "overlay",
    description: "A small card that floats in a corner of the screen as the visitor scrolls.",
    bullets: [
      "Stays in view while scrolling",
      "Can be closed by the visitor",
      "Small and unobtrusive",
      "Good for reminders and promotions",
      "Works on desktop and mobile",
    ],
    slot: { x: 86, y: 52, w: 28, h: 20 },
  },
  {
    key: "HeaderPic",
    name: "Header",
    spaceType: "primary",
    position: "top",
    description: "The picture in the site's header, shown on every page of the site.",
    bullets: [
      "On every page of the site",
      "Part of the site's own design",
      "Great for sponsorships",
      "Builds recognition over a month",
      "Wide, short image format",
    ],
    slot: { x: 0, y: 0, w: 120, h: 11 },
  },
  {
    key: "inFeed",
    name: "In Feed",
    spaceType: "content",
    position: "middle",
    description: "An ad shaped like an item of the site's list of posts or products.",
    bullets: [
      "Blends into lists and feeds",
      "Seen while browsing",
      "Native look and feel",
      "Good for products and listings",
      "Repeated as the visitor scrolls",
    ],
    slot: { x: 8, y: 40, w: 70, h: 10 },
  },
  {
    key: "inlineContent",
    name: "Inline Content",
    spaceType: "content",
    position: "middle",
    description: "Between two paragraphs of an article, in the middle of the reading.",
    bullets: [
      "In the reader's line of sight",
      "Surrounded by relevant content",
      "High attention and recall",
      "Good for images with a clear message",
      "One per article keeps it tasteful",
    ],
    slot: { x: 14, y: 38, w: 58, h: 12 },
  },
  {
    key: "leftRail",
    name: "Left Rail",
    spaceType: "sidebar",
    position: "left",
    description: "A tall column at the left edge of wide pages.",
    bullets: [
      "Tall format for visual ads",
      "Visible beside the content",
      "Shown on wide screens",
      "Good for brand imagery",
      "Pairs well with a right rail",
    ],
    slot: { x: 2, y: 15, w: 14, h: 56 },
  },
  {
    key: "mobileInterstial",
    name: "Mobile Interstitial",
    spaceType: "mobile",
    position: "overlay",
    description: "A full-screen ad on phones, shown between two pages and easy to dismiss.",
    bullets: [
      "Full attention on small screens",
      "Shown between page views",
      "Always closable",
      "Great for app installs and offers",
      "Mobile visitors only",
    ],
    slot: { x: 44, y: 10, w: 32, h: 60 },
    isMobile: true,
  },
  {
    key: "modalPic",
    name: "Modal",
    spaceType: "special",
    position: "overlay",
    description: "A centred window over the page, shown once per visit.",
    bullets: [
      "Impossible to miss",
      "Shown once per visit",
      "Closable at any time",
      "Good for big announcements",
      "Use with a strong image",
    ],
    slot: { x: 30, y: 20, w: 60, h: 40 },
  },
  {
    key: "overlay",
    name: "Overlay",
    spaceType: "special",
    position: "overlay",
    description: "A bar that slides over the bottom of the page content.",
    bullets: [
      "Appears over the content",
      "Stays until closed",
      "Wide, short format",
      "Good for time-limited offers",
      "High visibility without a full takeover",
    ],
    slot: { x: 10, y: 58, w: 100, h: 14 },
  },
  {
    key: "proFooter",
    name: "Pro Footer",
    spaceType: "secondary",
    position: "bottom",
    description: "A space in the site's footer, on every page of the site.",
    bullets: [
      "On every page",
      "Next to the site's own links",
      "Steady exposure for the month",
      "Good for sponsors and partners",
      "Budget friendly",
    ],
    slot: { x: 0, y: 70, w: 120, h: 10 },
  },
  {
    key: "rightRail",
    name: "Right Rail",
    spaceType: "sidebar",
    position: "right",
    description: "A tall column at the right edge of wide pages.",
    bullets: [
      "Tall format for visual ads",
      "Visible beside the content",
      "Shown on wide screens",
      "Where readers expect ads",
      "Pairs well with a left rail",
    ],
    slot: { x: 104, y: 15, w: 14, h: 56 },
  },
  {
    key: "sidebar",
    name: "Sidebar",
    spaceType: "sidebar",
    position: "side",
    description: "A box in the site's sidebar, beside the main content.",
    bullets: [
      "Classic, familiar position",
      "Seen alongside every article",
      "Square or tall formats",
      "Good for steady campaigns",
      "Shares the sidebar with the site's widgets",
    ],
    slot: { x: 84, y: 15, w: 28, h: 26 },
  },
  {
    key: "stickySidebar",
    name: "Sticky Sidebar",
    spaceType: "sidebar",
    position: "side",
    description: "A sidebar box that stays in view while the visitor scrolls.",
    bullets: [
      "Follows the reader down the page",
      "Long time in view",
      "Higher viewability than a plain sidebar",
      "Good for conversions",
      "Square or tall formats",
    ],
    slot: { x: 84, y: 34, w: 28, h: 26 },
  },
];

const byKey = new Map(PLACEMENTS.map((placement) => [placement.key, placement]));

export function getPlacement(key: PlacementKey): Placement {
  const placement = byKey.get(key);
  if (!placement) throw new Error(`Unknown placement ${key}`);
  return placement;
}
