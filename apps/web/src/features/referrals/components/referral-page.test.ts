import { maskEmail } from "@placard/shared/referrals";
import { describe, expect, it } from "vitest";
import { andMore, referralLink } from "./referral-page";

describe("referrals", () => {
  it("builds the shareable link from the origin, the sign-up path and the code", () => {
    expect(referralLink("https://ads.example.com", "ABCD2345")).toBe("https://ads.example.com/sign-up?ref=ABCD2345");
  });

  it("shows the referrer only a masked email", () => {
    expect(maskEmail("amani@example.com")).toBe("am***@example.com");
  });

  it("names the first few websites and counts the rest", () => {
    expect(andMore(5, 5)).toBe("");
    expect(andMore(1_205, 5)).toBe(" and 1,200 more");
  });
});
