import type { CreateSpaceInput } from "@placard/shared/spaces";
import type { Palette } from "./artwork.js";

/** The demo's people and the publishers' inventory. Every name and address is made up. */

export const DEMO_PASSWORD = "placard-demo";
export const DEMO_EMAIL_DOMAIN = "demo.placard.test";

export type PersonKey = "amina" | "kwame" | "grace" | "baraka" | "amani" | "zawadi";

export interface DemoPerson {
  key: PersonKey;
  firstName: string;
  lastName: string;
  email: string;
  role: "publisher" | "advertiser";
  /** Signs up through this person's referral link. */
  referredBy?: PersonKey;
}

/** In sign-up order: a referrer signs up before the people they refer. */
export const PEOPLE: DemoPerson[] = [
  { key: "amina", firstName: "Amina", lastName: "Wanjiru", email: "publisher@demo.placard.test", role: "publisher" },
  { key: "kwame", firstName: "Kwame", lastName: "Mensah", email: "kwame.mensah@demo.placard.test", role: "publisher" },
  {
    key: "grace",
    firstName: "Grace",
    lastName: "Uwimana",
    email: "grace.uwimana@demo.placard.test",
    role: "publisher",
  },
  {
    key: "baraka",
    firstName: "Baraka",
    lastName: "Otieno",
    email: "advertiser@demo.placard.test",
    role: "advertiser",
  },
  {
    key: "amani",
    firstName: "Amani",
    lastName: "Njoroge",
    email: "amani.njoroge@demo.placard.test",
    role: "advertiser",
  },
  {
    key: "zawadi",
    firstName: "Zawadi",
    lastName: "Achieng",
    email: "zawadi.achieng@demo.placard.test",
    role: "advertiser",
    referredBy: "amina",
  },
];

export type WebsiteKey = "foodDiaries" | "travelNotes" | "techWeekly" | "runnersClub" | "kivuWeekend";

export interface DemoWebsite {
  key: WebsiteKey;
  owner: PersonKey;
  name: string;
  url: string;
  palette: Palette;
  /** One space per placement; campaigns name spaces by their website and placement. */
  spaces: CreateSpaceInput[];
}

const visitors = (min: number, max: number) => ({ min, max });

export const WEBSITES: DemoWebsite[] = [
  {
    key: "foodDiaries",
    owner: "amina",
    name: "Nairobi Food Diaries",
    url: "https://nairobi-food-diaries.example",
    palette: [
      [249, 115, 22],
      [190, 18, 60],
    ],
    spaces: [
      {
        placementKey: "aboveTheFold",
        priceCents: 3500,
        capacity: 2,
        tier: "gold",
        visitorRange: visitors(100_000, 1_000_000),
        instructions: "Wide banner, 728×90 or larger. Food and drink brands only.",
      },
      {
        placementKey: "sidebar",
        priceCents: 1500,
        capacity: 3,
        tier: "silver",
        visitorRange: visitors(10_000, 100_000),
        instructions: "Square image, 300×250. Shown beside every recipe.",
      },
      {
        placementKey: "inlineContent",
        priceCents: 2000,
        capacity: 2,
        tier: "silver",
        visitorRange: visitors(10_000, 100_000),
        instructions: "Shown between the second and third paragraph of each restaurant review.",
      },
      { placementKey: "proFooter", priceCents: 1000, capacity: 4, tier: "bronze" },
    ],
  },
  {
    key: "travelNotes",
    owner: "amina",
    name: "Savannah Travel Notes",
    url: "https://savannah-travel-notes.example",
    palette: [
      [13, 148, 136],
      [21, 128, 61],
    ],
    spaces: [
      {
        placementKey: "HeaderPic",
        priceCents: 4500,
        capacity: 1,
        tier: "platinum",
        visitorRange: visitors(1_000_000, 2_000_000),
        instructions: "One sponsor a month. Travel, outdoor and hospitality brands.",
      },
      { placementKey: "rightRail", priceCents: 2000, capacity: 2, tier: "silver" },
      { placementKey: "inFeed", priceCents: 1800, capacity: 3, tier: "silver", defaultLanguage: "swahili" },
      { placementKey: "mobileInterstial", priceCents: 2500, capacity: 1, tier: "gold" },
    ],
  },
  {
    key: "techWeekly",
    owner: "kwame",
    name: "Accra Tech Weekly",
    url: "https://accra-tech-weekly.example",
    palette: [
      [79, 70, 229],
      [124, 58, 237],
    ],
    spaces: [
      {
        placementKey: "beneathTitle",
        priceCents: 2500,
        capacity: 2,
        tier: "gold",
        visitorRange: visitors(100_000, 500_000),
        instructions: "Short text-led offers work best under the headline.",
      },
      { placementKey: "stickySidebar", priceCents: 2000, capacity: 2, tier: "silver" },
      { placementKey: "bottom", priceCents: 1200, capacity: 3, tier: "bronze" },
      { placementKey: "floating", priceCents: 1500, capacity: 1, tier: "silver" },
    ],
  },
  {
    key: "runnersClub",
    owner: "grace",
    name: "Kigali Runners Club",
    url: "https://kigali-runners-club.example",
    palette: [
      [14, 165, 233],
      [29, 78, 216],
    ],
    spaces: [
      { placementKey: "leftRail", priceCents: 1500, capacity: 2, tier: "silver", defaultLanguage: "kinyarwanda" },
      { placementKey: "sidebar", priceCents: 1200, capacity: 3, tier: "bronze", defaultLanguage: "kinyarwanda" },
      {
        placementKey: "overlay",
        priceCents: 2200,
        capacity: 1,
        tier: "gold",
        instructions: "Healthy food, sports gear and race sponsors only.",
      },
    ],
  },
  {
    key: "kivuWeekend",
    owner: "grace",
    name: "Lake Kivu Weekend",
    url: "https://lake-kivu-weekend.example",
    palette: [
      [6, 182, 212],
      [51, 65, 85],
    ],
    spaces: [
      { placementKey: "modalPic", priceCents: 3000, capacity: 1, tier: "gold", defaultLanguage: "french" },
      { placementKey: "inFeed", priceCents: 1000, capacity: 2, tier: "bronze", defaultLanguage: "french" },
    ],
  },
];
