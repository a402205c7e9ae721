import {
  BadgeCheck,
  Building2,
  Code2,
  Globe,
  HandCoins,
  type LucideIcon,
  MousePointerClick,
  Palette,
  Smartphone,
  Tags,
  Upload,
  LayoutGrid,
} from "lucide-react";

/** `title` and `text` are catalog keys (decision 0057): the card writes them in the reader's language. */
export interface MarketingItem {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** SPEC §2: the advertiser page's 'How It Works', in the order of the guided flow (/select … /categories). */
export const ADVERTISER_STEPS: MarketingItem[] = [
  {
    title: "landing.ads.step.selection.title",
    text: "landing.ads.step.selection.text",
    icon: Upload,
  },
  {
    title: "landing.ads.step.business.title",
    text: "landing.ads.step.business.text",
    icon: Building2,
  },
  {
    title: "landing.ads.step.websites.title",
    text: "landing.ads.step.websites.text",
    icon: Globe,
  },
  {
    title: "landing.ads.step.spaces.title",
    text: "landing.ads.step.spaces.text",
    icon: LayoutGrid,
  },
];

/** What an advertiser gets after publishing (README "What you can do today"). */
export const ADVERTISER_BENEFITS: MarketingItem[] = [
  {
    title: "landing.ads.benefit.approve.title",
    text: "landing.ads.benefit.approve.text",
    icon: BadgeCheck,
  },
  {
    title: "landing.ads.benefit.counts.title",
    text: "landing.ads.benefit.counts.text",
    icon: MousePointerClick,
  },
];

/** SPEC §2: the publisher page's four feature cards. */
export const PUBLISHER_FEATURES: MarketingItem[] = [
  {
    title: "landing.spaces.feature.list.title",
    text: "landing.spaces.feature.list.text",
    icon: Tags,
  },
  {
    title: "landing.spaces.feature.approve.title",
    text: "landing.spaces.feature.approve.text",
    icon: BadgeCheck,
  },
  {
    title: "landing.spaces.feature.counting.title",
    text: "landing.spaces.feature.counting.text",
    icon: MousePointerClick,
  },
  {
    title: "landing.spaces.feature.paid.title",
    text: "landing.spaces.feature.paid.text",
    icon: Smartphone,
  },
];

/** How a publisher puts ads on the page. */
export const PUBLISHER_INTEGRATION: MarketingItem[] = [
  {
    title: "landing.spaces.integration.snippet.title",
    text: "landing.spaces.integration.snippet.text",
    icon: Code2,
  },
  {
    title: "landing.spaces.integration.look.title",
    text: "landing.spaces.integration.look.text",
    icon: Palette,
  },
];

/** The landing page's three highlights; title and text are catalog keys (decision 0057). */
export const LANDING_HIGHLIGHTS: MarketingItem[] = [
  {
    title: "landing.highlight.spaces.title",
    text: "landing.highlight.spaces.text",
    icon: LayoutGrid,
  },
  {
    title: "landing.highlight.owners.title",
    text: "landing.highlight.owners.text",
    icon: BadgeCheck,
  },
  {
    title: "landing.highlight.fair.title",
    text: "landing.highlight.fair.text",
    icon: HandCoins,
  },
];
