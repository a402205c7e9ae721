import { text } from "./messages.js";

/** Upload rules of SPEC §5, decided on the server by magic bytes. */
export const LOGO_MAX_BYTES = 5_242_880;
export const LOGO_MIME_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const LOGO_MESSAGES = {
  type: text("errors.media.logo_type"),
  size: text("errors.media.logo_size"),
  missing: text("errors.media.logo_missing"),
} as const;

export type MediaKind = "image" | "video" | "pdf";
