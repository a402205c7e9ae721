/** Creative A/B (decision 0061): the advertiser's creatives of an ad, and the owner's reviews of new ones. */
export { AdCreatives } from "./components/ad-creatives";
export { PendingCreatives } from "./components/pending-creatives";
export { ReviewCreatives } from "./components/review-creatives";
export { useSeenCreatives } from "./api/creatives";
