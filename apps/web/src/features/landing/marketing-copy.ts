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

export interface MarketingItem {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** SPEC §2: the advertiser page's 'How It Works', in the order of the guided flow (/select … /categories). */
export const ADVERTISER_STEPS: MarketingItem[] = [
  {
    title: "Ad Selection",
    text: "Upload your creative: an image, a video or a PDF of up to 50 MB. Your ad in progress is kept on the server, so a reload picks up where you left off.",
    icon: Upload,
  },
  {
    title: "Business Information",
    text: "Tell website owners who is advertising: your business name, website, location and a short description. They read it before they decide.",
    icon: Building2,
  },
  {
    title: "Website Selection",
    text: "Choose the websites listed on Placard that you want to appear on. You pay per website, and only after its owner has approved your ad.",
    icon: Globe,
  },
  {
    title: "Ad Spaces",
    text: "Pick the spaces on each website, from header banners to in-content slots, each with its monthly price. Once paid, your ad runs for 30 days and can be renewed.",
    icon: LayoutGrid,
  },
];

/** What an advertiser gets after publishing (README "What you can do today"). */
export const ADVERTISER_BENEFITS: MarketingItem[] = [
  {
    title: "Owners approve, or tell you why not",
    text: "Each website owner approves your ad for their site or rejects it with a reason you can read. You are notified live either way.",
    icon: BadgeCheck,
  },
  {
    title: "Views and clicks you can trust",
    text: "A view counts once your ad was at least half visible for a second; each click counts once; bots are left out. Read views, clicks and CTR per website and per day.",
    icon: MousePointerClick,
  },
];

/** SPEC §2: the publisher page's four feature cards. */
export const PUBLISHER_FEATURES: MarketingItem[] = [
  {
    title: "List your spaces with prices",
    text: "Add your website, choose among 15 ad placements and set a monthly price for each, how many advertisers may share it, your instructions and the label language.",
    icon: Tags,
  },
  {
    title: "Approve every ad",
    text: "Nothing appears on your site until you approve it. Review each ad with its business details, approve it per website or reject it with a reason.",
    icon: BadgeCheck,
  },
  {
    title: "Honest counting",
    text: "A view counts once an ad was at least half visible for a second in a visible tab, each click counts once, and bots are not counted. See impressions and clicks per space.",
    icon: MousePointerClick,
  },
  {
    title: "Get paid to mobile money",
    text: "Advertisers pay through the payment provider's checkout. Your earnings are held for a set period, then you withdraw them to your mobile money number.",
    icon: Smartphone,
  },
];

/** How a publisher puts ads on the page. */
export const PUBLISHER_INTEGRATION: MarketingItem[] = [
  {
    title: "One snippet per space",
    text: "Copy the code of a space in HTML, JavaScript, PHP or Python and paste it where the ad should appear. The script is under 4 KB and asks for every slot on the page in one request.",
    icon: Code2,
  },
  {
    title: "Your look",
    text: "Ads come with placard-ad-* classes you can restyle with your own CSS, and an empty space offers itself to advertisers with its price.",
    icon: Palette,
  },
];

/** The landing page's three reasons, one line each. */
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
