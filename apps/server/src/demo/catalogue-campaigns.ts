import type { PaymentMethod } from "@placard/shared/payments";
import type { PlacementKey } from "@placard/shared/placements";
import type { Palette } from "./artwork.js";
import type { PersonKey, WebsiteKey } from "./catalogue-inventory.js";

/**
 * The advertisers' campaigns, oldest first: each is played through the real flow at the
 * time it happens in the story (`…DaysAgo`), so capacity and booking windows stay right.
 */

export type TargetOutcome =
  | { state: "pending" }
  | { state: "approved"; daysAgo: number }
  | { state: "rejected"; daysAgo: number; reason: string }
  /** Approved, then paid `daysAgo`: running when under 30 days ago, ended after. */
  | { state: "paid"; daysAgo: number; method: PaymentMethod };

export interface DemoTarget {
  website: WebsiteKey;
  placements: PlacementKey[];
  outcome: TargetOutcome;
}

export interface DemoBusiness {
  businessName: string;
  businessLink: string;
  businessLocation: string;
  description: string;
  /** Drawn on the generated creative. */
  tagline: string;
  palette: Palette;
}

export interface DemoCampaign extends DemoBusiness {
  advertiser: PersonKey;
  /** The guided flow (/select … /categories) or one space straight from "Advertise here". */
  via: "guided" | "direct";
  submittedDaysAgo: number;
  targets: DemoTarget[];
}

const kilimanjaro: DemoBusiness = {
  businessName: "Kilimanjaro Coffee Roasters",
  businessLink: "https://kilimanjaro-coffee.example.com",
  businessLocation: "Moshi, Tanzania",
  description:
    "Small-batch arabica from the slopes of Kilimanjaro, roasted every Monday and delivered across Nairobi " +
    "within 48 hours. Order a tasting box of three roasts and find the one you will drink all year.",
  tagline: "Roasted Monday, in your cup Wednesday",
  palette: [
    [120, 53, 15],
    [217, 119, 6],
  ],
};

const juaKali: DemoBusiness = {
  businessName: "Jua Kali Solar Lamps",
  businessLink: "https://juakali-solar.example.com",
  businessLocation: "Kisumu, Kenya",
  description:
    "Solar lamps and phone chargers built to last, assembled in Kisumu. Pay in small weekly instalments by mobile money.",
  tagline: "Light your home with the sun",
  palette: [
    [234, 179, 8],
    [21, 128, 61],
  ],
};

const zawadi: DemoBusiness = {
  businessName: "Zawadi Bakery",
  businessLink: "https://zawadi-bakery.example.com",
  businessLocation: "Nairobi, Kenya",
  description:
    "Mandazi, chapati and birthday cakes baked fresh every morning in Kilimani. Free delivery on orders above 2,000 shillings.",
  tagline: "Fresh from our oven every morning",
  palette: [
    [244, 114, 182],
    [146, 64, 14],
  ],
};

export const CAMPAIGNS: DemoCampaign[] = [
  {
    advertiser: "baraka",
    via: "guided",
    businessName: "Mombasa Beach Festival",
    businessLink: "https://mombasa-beach-festival.example.com",
    businessLocation: "Mombasa, Kenya",
    description: "Three days of taarab music, seafood stalls and sunset dhow races on Nyali Beach.",
    tagline: "Three days of music on Nyali Beach",
    palette: [
      [236, 72, 153],
      [234, 88, 12],
    ],
    submittedDaysAgo: 47,
    targets: [
      {
        website: "foodDiaries",
        placements: ["aboveTheFold", "proFooter"],
        outcome: { state: "paid", daysAgo: 45, method: "card" },
      },
    ],
  },
  {
    ...zawadi,
    advertiser: "zawadi",
    via: "guided",
    description: "Hot cross buns, carrot cake and Easter hampers, ready to collect in Kilimani all long weekend.",
    tagline: "Easter hampers baked to order",
    submittedDaysAgo: 42,
    targets: [
      {
        website: "runnersClub",
        placements: ["overlay"],
        outcome: { state: "paid", daysAgo: 40, method: "mobilemoney" },
      },
    ],
  },
  {
    ...zawadi,
    advertiser: "zawadi",
    via: "guided",
    submittedDaysAgo: 21,
    targets: [
      {
        website: "foodDiaries",
        placements: ["proFooter"],
        outcome: { state: "paid", daysAgo: 20, method: "mobilemoney" },
      },
    ],
  },
  {
    ...kilimanjaro,
    advertiser: "baraka",
    via: "guided",
    submittedDaysAgo: 11,
    targets: [
      {
        website: "foodDiaries",
        placements: ["aboveTheFold", "sidebar"],
        outcome: { state: "paid", daysAgo: 10, method: "card" },
      },
      { website: "techWeekly", placements: ["stickySidebar"], outcome: { state: "paid", daysAgo: 10, method: "card" } },
    ],
  },
  {
    ...juaKali,
    advertiser: "amani",
    via: "direct",
    submittedDaysAgo: 7,
    targets: [
      {
        website: "travelNotes",
        placements: ["rightRail"],
        outcome: { state: "paid", daysAgo: 6, method: "mobilemoney" },
      },
    ],
  },
  {
    advertiser: "baraka",
    via: "guided",
    businessName: "Serengeti Safari Outfitters",
    businessLink: "https://serengeti-outfitters.example.com",
    businessLocation: "Arusha, Tanzania",
    description:
      "Tents, boots and binoculars for the great migration. Rent or buy, pick up in Arusha or find it waiting at your lodge.",
    tagline: "Gear up for the great migration",
    palette: [
      [161, 98, 7],
      [63, 98, 18],
    ],
    submittedDaysAgo: 5,
    targets: [
      { website: "travelNotes", placements: ["HeaderPic"], outcome: { state: "paid", daysAgo: 4, method: "card" } },
      { website: "runnersClub", placements: ["leftRail"], outcome: { state: "pending" } },
    ],
  },
  {
    advertiser: "baraka",
    via: "guided",
    businessName: "Rift Valley Energy Drink",
    businessLink: "https://rift-valley-energy.example.com",
    businessLocation: "Nakuru, Kenya",
    description: "The sparkling energy drink brewed in Nakuru. Twice the caffeine, all of the taste.",
    tagline: "Twice the caffeine, all the taste",
    palette: [
      [220, 38, 38],
      [250, 204, 21],
    ],
    submittedDaysAgo: 3,
    targets: [
      {
        website: "runnersClub",
        placements: ["overlay"],
        outcome: {
          state: "rejected",
          daysAgo: 2,
          reason:
            "Our members are runners and we only accept ads for healthy products. Sugary energy drinks are not a fit for Kigali Runners Club.",
        },
      },
    ],
  },
  {
    advertiser: "baraka",
    via: "guided",
    businessName: "Lamu Dhow Cruises",
    businessLink: "https://lamu-dhow-cruises.example.com",
    businessLocation: "Lamu, Kenya",
    description:
      "Sunset cruises around the Lamu archipelago on a traditional dhow, with fresh seafood cooked on board.",
    tagline: "Sail at sunset, dine on deck",
    palette: [
      [30, 64, 175],
      [245, 158, 11],
    ],
    submittedDaysAgo: 2,
    targets: [{ website: "travelNotes", placements: ["inFeed"], outcome: { state: "approved", daysAgo: 1 } }],
  },
  {
    ...juaKali,
    advertiser: "amani",
    via: "guided",
    tagline: "Solar power for every shop",
    submittedDaysAgo: 1,
    targets: [{ website: "techWeekly", placements: ["beneathTitle"], outcome: { state: "pending" } }],
  },
  {
    ...zawadi,
    advertiser: "zawadi",
    via: "direct",
    submittedDaysAgo: 0.5,
    targets: [{ website: "foodDiaries", placements: ["sidebar"], outcome: { state: "pending" } }],
  },
  {
    advertiser: "baraka",
    via: "guided",
    businessName: "Maasai Beadwork Collective",
    businessLink: "https://maasai-beadwork.example.com",
    businessLocation: "Narok, Kenya",
    description:
      "Handmade necklaces, bracelets and sandals from a cooperative of forty Maasai women artisans. Every piece is signed by its maker.",
    tagline: "Handmade by forty women artisans",
    palette: [
      [185, 28, 28],
      [37, 99, 235],
    ],
    submittedDaysAgo: 0.1,
    targets: [
      { website: "foodDiaries", placements: ["inlineContent"], outcome: { state: "pending" } },
      { website: "travelNotes", placements: ["rightRail"], outcome: { state: "pending" } },
    ],
  },
];

/** The main advertiser's ad in progress: uploaded, described, websites chosen, no spaces yet. */
export const DRAFT: DemoBusiness & { advertiser: PersonKey; websites: WebsiteKey[] } = {
  advertiser: "baraka",
  businessName: "Zanzibar Spice Market",
  businessLink: "https://zanzibar-spice-market.example.com",
  businessLocation: "Stone Town, Zanzibar",
  description: "Cloves, cardamom and vanilla straight from the farms of Pemba, packed in Stone Town.",
  tagline: "Spices from the farms of Pemba",
  palette: [
    [194, 65, 12],
    [101, 163, 13],
  ],
  websites: ["travelNotes", "kivuWeekend"],
};
