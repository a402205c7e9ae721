/** Upload rules of SPEC §5, decided on the server by magic bytes. */
export const LOGO_MAX_BYTES = 5_242_880;
export const LOGO_MIME_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const LOGO_MESSAGES = {
  type: "Only JPEG, PNG, and GIF images are allowed.",
  size: "Image must be smaller than 5MB.",
  missing: "Please upload a logo to continue",
} as const;

export type MediaKind = "image" | "video" | "pdf";
