/**
 * The signed-in app's sections (#15): what an advertiser and a publisher use, in one list
 * the header's app bar and the mobile menu both render, and the rule for which side is
 * someone's home.
 */
export interface AppLink {
  to: string;
  /** A catalog key (decision 0057): the nav translates it. */
  label: string;
  /** Shows the number of ads awaiting this person's review. */
  countsPending?: boolean;
  /** Navigation state: an explicit visit to the advertiser side is not redirected. */
  state?: { side: AppSide };
}

export type AppSide = "advertiser" | "publisher";

export const APP_SECTIONS: { side: AppSide; title: string; links: AppLink[] }[] = [
  {
    side: "advertiser",
    title: "app_nav.advertise",
    links: [
      { to: "/dashboard", label: "app_nav.campaigns", state: { side: "advertiser" } },
      { to: "/request", label: "app_nav.new_ad" },
    ],
  },
  {
    side: "publisher",
    title: "app_nav.publish",
    links: [
      { to: "/projects", label: "app_nav.websites" },
      { to: "/pending-ads", label: "app_nav.pending_ads", countsPending: true },
      { to: "/wallet", label: "app_nav.wallet" },
    ],
  },
];

export const REFERRAL_LINK: AppLink = { to: "/referral", label: "app_nav.referral" };

/**
 * Where someone's home is: an owner with websites and no ads of their own uses the
 * publisher side (/projects); everyone else the advertiser side (/dashboard).
 */
export function homeSide(counts: { ads: number; websites: number }): AppSide {
  return counts.ads === 0 && counts.websites > 0 ? "publisher" : "advertiser";
}

/** True when a visit to /dashboard named the advertiser side on purpose. */
export function isExplicitAdvertiserVisit(state: unknown): boolean {
  return (state as { side?: unknown } | null)?.side === "advertiser";
}
