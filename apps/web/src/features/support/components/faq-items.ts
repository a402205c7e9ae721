import { MOBILE_MONEY_COUNTRIES } from "@placard/shared/wallet";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

const countries = MOBILE_MONEY_COUNTRIES.map((country) => country.country);
const countryList = `${countries.slice(0, -1).join(", ")} and ${countries.at(-1)}`;

/** The help page's questions, answered the way Placard works (README, terms, tutorials). */
export const FAQ_ITEMS: FaqItem[] = [
  {
    id: "approval",
    question: "How does approval work?",
    answer:
      "When you publish an ad, every website you chose receives it on its owner's Pending Ads page. Each owner approves it for their website or rejects it with a reason you can read on your ad's page. You are notified either way, and each website decides on its own.",
  },
  {
    id: "paying",
    question: "When and how do I pay?",
    answer:
      "Only after an owner approves your ad. Open the ad's page and press Pay Now for that website, then pay by card or mobile money at the payment provider's checkout. Placard computes the amount from the spaces' monthly prices; a booking runs 30 days and can be renewed.",
  },
  {
    id: "refunds",
    question: "What happens to my payment if my ad is rejected?",
    answer:
      "Nothing is charged before approval. If a website rejects a request you already paid for, or the space turned out to be full when your payment arrived, the payment is refunded to you automatically and the booking ends.",
  },
  {
    id: "views",
    question: "How are views and clicks counted?",
    answer:
      "A view counts once an ad has been at least half visible for one second while the browser tab is visible. Clicks go through Placard and count once. Known bots are not counted. Advertisers see views, clicks and click-through rate per website and per day.",
  },
  {
    id: "withdrawals",
    question: "When can I withdraw my earnings?",
    answer:
      "Each payment's earnings are held for a period set by whoever runs this Placard (EARNINGS_HOLD_DAYS, 30 days by default), then become available in your wallet. Withdraw them payment by payment to a mobile money number; a payout that fails puts the money back in your balance.",
  },
  {
    id: "mobile-money",
    question: "Which countries can receive mobile money?",
    answer: `Payouts go to mobile money numbers in ${countryList}. Enter the number in international format, such as +254712345678; the payout provider converts dollars to the wallet's currency.`,
  },
  {
    id: "snippet",
    question: "How do I install the ad snippet on my website?",
    answer:
      "Open your website's page, expand a space and choose HTML, JavaScript, PHP or Python. Copy the integration code and paste it where the ad should appear. The script is small, asks for every space on the page at once, and shows paid ads; you can restyle them with the placard-ad classes on the Customize Ads tab.",
  },
  {
    id: "verification",
    question: "How is my website verified?",
    answer:
      "Placard checks your website itself: add the meta tag shown on your website's page to your home page, or publish the verification file it shows at /.well-known/placard-verification.txt, then press 'Verify now'. Seeing the Placard script load on your website is shown as a hint only; it does not verify the website.",
  },
  {
    id: "contact",
    question: "Who reads the messages I send here?",
    answer:
      "The people who run this Placard. Your message is stored with your account, and the answer goes to your account's email address.",
  },
];
