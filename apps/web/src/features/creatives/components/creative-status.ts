import type { CreativeStatus } from "@placard/shared/creatives";
import type { TFunction } from "i18next";

/** A creative's state in words (one place, so every screen says the same). */
export const creativeStatusLabel = (t: TFunction, status: CreativeStatus) =>
  status === "active" ? t("creatives.status.active") : t("creatives.status.paused");
