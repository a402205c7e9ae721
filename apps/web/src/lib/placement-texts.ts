import { PLACEMENTS, type PlacementKey } from "@placard/shared/placements";
import type { TierKey } from "@placard/shared/tiers";
import { i18n } from "@/lib/i18n";

interface PlacementTextKeys {
  name: string;
  description: string;
  bullets: [string, string, string, string, string];
}

/**
 * The catalog keys of the 15 placements' texts (SPEC §3, `PLACEMENTS` in packages/shared):
 * English word for word, the reader's language otherwise (issue #33). Shown by the ad-space
 * picker, its info dialog, the space lists and the ad flow.
 */
export const PLACEMENT_TEXT_KEYS: Record<PlacementKey, PlacementTextKeys> = {
  aboveTheFold: {
    name: "placements.aboveTheFold.name",
    description: "placements.aboveTheFold.description",
    bullets: [
      "placements.aboveTheFold.bullet_1",
      "placements.aboveTheFold.bullet_2",
      "placements.aboveTheFold.bullet_3",
      "placements.aboveTheFold.bullet_4",
      "placements.aboveTheFold.bullet_5",
    ],
  },
  beneathTitle: {
    name: "placements.beneathTitle.name",
    description: "placements.beneathTitle.description",
    bullets: [
      "placements.beneathTitle.bullet_1",
      "placements.beneathTitle.bullet_2",
      "placements.beneathTitle.bullet_3",
      "placements.beneathTitle.bullet_4",
      "placements.beneathTitle.bullet_5",
    ],
  },
  bottom: {
    name: "placements.bottom.name",
    description: "placements.bottom.description",
    bullets: [
      "placements.bottom.bullet_1",
      "placements.bottom.bullet_2",
      "placements.bottom.bullet_3",
      "placements.bottom.bullet_4",
      "placements.bottom.bullet_5",
    ],
  },
  floating: {
    name: "placements.floating.name",
    description: "placements.floating.description",
    bullets: [
      "placements.floating.bullet_1",
      "placements.floating.bullet_2",
      "placements.floating.bullet_3",
      "placements.floating.bullet_4",
      "placements.floating.bullet_5",
    ],
  },
  HeaderPic: {
    name: "placements.HeaderPic.name",
    description: "placements.HeaderPic.description",
    bullets: [
      "placements.HeaderPic.bullet_1",
      "placements.HeaderPic.bullet_2",
      "placements.HeaderPic.bullet_3",
      "placements.HeaderPic.bullet_4",
      "placements.HeaderPic.bullet_5",
    ],
  },
  inFeed: {
    name: "placements.inFeed.name",
    description: "placements.inFeed.description",
    bullets: [
      "placements.inFeed.bullet_1",
      "placements.inFeed.bullet_2",
      "placements.inFeed.bullet_3",
      "placements.inFeed.bullet_4",
      "placements.inFeed.bullet_5",
    ],
  },
  inlineContent: {
    name: "placements.inlineContent.name",
    description: "placements.inlineContent.description",
    bullets: [
      "placements.inlineContent.bullet_1",
      "placements.inlineContent.bullet_2",
      "placements.inlineContent.bullet_3",
      "placements.inlineContent.bullet_4",
      "placements.inlineContent.bullet_5",
    ],
  },
  leftRail: {
    name: "placements.leftRail.name",
    description: "placements.leftRail.description",
    bullets: [
      "placements.leftRail.bullet_1",
      "placements.leftRail.bullet_2",
      "placements.leftRail.bullet_3",
      "placements.leftRail.bullet_4",
      "placements.leftRail.bullet_5",
    ],
  },
  mobileInterstial: {
    name: "placements.mobileInterstial.name",
    description: "placements.mobileInterstial.description",
    bullets: [
      "placements.mobileInterstial.bullet_1",
      "placements.mobileInterstial.bullet_2",
      "placements.mobileInterstial.bullet_3",
      "placements.mobileInterstial.bullet_4",
      "placements.mobileInterstial.bullet_5",
    ],
  },
  modalPic: {
    name: "placements.modalPic.name",
    description: "placements.modalPic.description",
    bullets: [
      "placements.modalPic.bullet_1",
      "placements.modalPic.bullet_2",
      "placements.modalPic.bullet_3",
      "placements.modalPic.bullet_4",
      "placements.modalPic.bullet_5",
    ],
  },
  overlay: {
    name: "placements.overlay.name",
    description: "placements.overlay.description",
    bullets: [
      "placements.overlay.bullet_1",
      "placements.overlay.bullet_2",
      "placements.overlay.bullet_3",
      "placements.overlay.bullet_4",
      "placements.overlay.bullet_5",
    ],
  },
  proFooter: {
    name: "placements.proFooter.name",
    description: "placements.proFooter.description",
    bullets: [
      "placements.proFooter.bullet_1",
      "placements.proFooter.bullet_2",
      "placements.proFooter.bullet_3",
      "placements.proFooter.bullet_4",
      "placements.proFooter.bullet_5",
    ],
  },
  rightRail: {
    name: "placements.rightRail.name",
    description: "placements.rightRail.description",
    bullets: [
      "placements.rightRail.bullet_1",
      "placements.rightRail.bullet_2",
      "placements.rightRail.bullet_3",
      "placements.rightRail.bullet_4",
      "placements.rightRail.bullet_5",
    ],
  },
  sidebar: {
    name: "placements.sidebar.name",
    description: "placements.sidebar.description",
    bullets: [
      "placements.sidebar.bullet_1",
      "placements.sidebar.bullet_2",
      "placements.sidebar.bullet_3",
      "placements.sidebar.bullet_4",
      "placements.sidebar.bullet_5",
    ],
  },
  stickySidebar: {
    name: "placements.stickySidebar.name",
    description: "placements.stickySidebar.description",
    bullets: [
      "placements.stickySidebar.bullet_1",
      "placements.stickySidebar.bullet_2",
      "placements.stickySidebar.bullet_3",
      "placements.stickySidebar.bullet_4",
      "placements.stickySidebar.bullet_5",
    ],
  },
};

export const placementName = (key: PlacementKey) => i18n.t(PLACEMENT_TEXT_KEYS[key].name);
export const placementDescription = (key: PlacementKey) => i18n.t(PLACEMENT_TEXT_KEYS[key].description);
export const placementBullets = (key: PlacementKey) => PLACEMENT_TEXT_KEYS[key].bullets.map((bullet) => i18n.t(bullet));

const BY_NAME = new Map(PLACEMENTS.map((placement) => [placement.name, placement.key]));
const BY_DESCRIPTION = new Map(PLACEMENTS.map((placement) => [placement.description, placement.key]));

/**
 * A space's name and description: a space keeps its placement's English texts unless its
 * owner wrote others (SPEC §5); those defaults read in the reader's language, an owner's own
 * words as written.
 */
export function spaceName(space: { name: string }): string {
  const key = BY_NAME.get(space.name);
  return key ? placementName(key) : space.name;
}

export function spaceDescription(space: { description: string }): string {
  const key = BY_DESCRIPTION.get(space.description);
  return key ? placementDescription(key) : space.description;
}

/** The catalog key of each plan tier's name (English: `TIERS`' names). */
export const TIER_KEYS: Record<TierKey, string> = {
  bronze: "inventory.tier.bronze",
  silver: "inventory.tier.silver",
  gold: "inventory.tier.gold",
  platinum: "inventory.tier.platinum",
};

export const tierName = (tier: TierKey) => i18n.t(TIER_KEYS[tier]);
