import { z } from "zod";

/** 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;

/** Kept for an hour by /sign-up?ref=, so a social sign-up carries the code too. */
export const REFERRAL_COOKIE = "placard_ref";

/** What a referrer may see of a referred user's email: "am***@example.com". */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}***@${domain}`;
}

/** How many of a referred person's websites and ad spaces a referral shows by name (#29.5). */
export const REFERRAL_PREVIEW_MAX = 5;

export const referralSchema = z.object({
  status: z.enum(["pending", "qualified"]),
  createdAt: z.string(),
  userDetails: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** Their first REFERRAL_PREVIEW_MAX websites, oldest first; `websitesCount` counts them all. */
  websiteDetails: z.array(z.object({ websiteName: z.string(), websiteLink: z.string() })).max(REFERRAL_PREVIEW_MAX),
  websitesCount: z.number().int(),
  /** Their first REFERRAL_PREVIEW_MAX ad spaces, oldest first; `categoriesCount` counts them all. */
  categoryDetails: z.array(z.object({ categoryName: z.string(), createdAt: z.string() })).max(REFERRAL_PREVIEW_MAX),
  categoriesCount: z.number().int(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralInfoSchema = z.object({
  code: z.string(),
  totalReferrals: z.number().int(),
  qualifiedReferrals: z.number().int(),
  /** One page of the people referred, newest first; `nextCursor` names the next (pagination.ts). */
  referrals: z.array(referralSchema),
  nextCursor: z.string().nullable(),
  /** Whether someone referred the signed-in user. */
  isReferred: z.boolean(),
});
export type ReferralInfo = z.infer<typeof referralInfoSchema>;
