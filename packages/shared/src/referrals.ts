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

export const referralSchema = z.object({
  status: z.enum(["pending", "qualified"]),
  createdAt: z.string(),
  userDetails: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  websiteDetails: z.array(z.object({ websiteName: z.string(), websiteLink: z.string() })),
  categoryDetails: z.array(z.object({ categoryName: z.string(), createdAt: z.string() })),
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
