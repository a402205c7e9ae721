/** The four pricing tiers of SPEC §9. Prices are USD cents per month (30 days). */
export const TIER_KEYS = ["bronze", "silver", "gold", "platinum"] as const;
export type TierKey = (typeof TIER_KEYS)[number];

export interface Tier {
  key: TierKey;
  name: string;
  priceCents: number;
  /** Monthly visitors; `max: null` is unlimited. */
  visitors: { min: number; max: number | null };
  features: string[];
  label: "Essential" | "Enterprise";
  isMostPopular: boolean;
}

export const TIERS: Tier[] = [
  {
    key: "bronze",
    name: "Bronze",
    priceCents: 1000,
    visitors: { min: 0, max: 5000 },
    features: ["Basic analytics", "Standard support"],
    label: "Essential",
    isMostPopular: false,
  },
  {
    key: "silver",
    name: "Silver",
    priceCents: 2000,
    visitors: { min: 10_000, max: 100_000 },
    features: ["Advanced analytics", "Priority email support"],
    label: "Essential",
    isMostPopular: false,
  },
  {
    key: "gold",
    name: "Gold",
    priceCents: 3000,
    visitors: { min: 100_000, max: 1_000_000 },
    features: ["Premium real-time analytics", "24/7 priority support"],
    label: "Essential",
    isMostPopular: true,
  },
  {
    key: "platinum",
    name: "Platinum",
    priceCents: 5000,
    visitors: { min: 1_000_000, max: null },
    features: ["Enterprise analytics", "Dedicated account manager", "Unlimited visitors"],
    label: "Enterprise",
    isMostPopular: false,
  },
];

export const DEFAULT_TIER: TierKey = "bronze";
/** SPEC §9: default visitorRange 0 to 10000. */
export const DEFAULT_VISITOR_RANGE = { min: 0, max: 10_000 } as const;

export function getTier(key: TierKey): Tier {
  const tier = TIERS.find((candidate) => candidate.key === key);
  if (!tier) throw new Error(`Unknown tier ${key}`);
  return tier;
}
