import { CONTACT_EMAIL } from "@/components/layout/site-footer";
import { LegalPage, type LegalSection } from "./legal-page";

/** SPEC §1's terms text, written out; ARCHITECTURE §7 adds rejection, refunds and the earnings hold. */
const SECTIONS: LegalSection[] = [
  {
    id: "eligibility",
    title: "Who may use Placard",
    body: (
      <p>
        You must be 18 years of age or older to create an account. If you use Placard for a business or another
        organisation, you confirm that you have the legal authority to accept these terms on its behalf.
      </p>
    ),
  },
  {
    id: "accurate-information",
    title: "Accurate information",
    body: (
      <p>
        All information you give us must be accurate and complete, and you must keep it up to date: your account
        details, the websites and ad spaces you list, the business details that come with your ads, and the mobile money
        number you withdraw to.
      </p>
    ),
  },
  {
    id: "forbidden-content",
    title: "Forbidden content",
    body: (
      <>
        <p>You may not publish, or ask a website to show, any of the following:</p>
        <ul>
          <li>hate speech, or content that attacks people for who they are;</li>
          <li>offensive content;</li>
          <li>misleading ads, including false claims about a product, a price or who is advertising;</li>
          <li>content that is unlawful or that you have no right to use.</li>
        </ul>
        <p>
          We may remove such content and suspend the account behind it. Website owners may reject any ad that breaks
          these rules.
        </p>
      </>
    ),
  },
  {
    id: "web-owners",
    title: "Website owners' obligations",
    body: (
      <>
        <p>If you list a website on Placard, you:</p>
        <ul>
          <li>
            create your website and its ad spaces honestly: the website's name, address (URL) and logo, and for each
            space its price, how many advertisers may share it (user count), its availability and your instructions;
          </li>
          <li>own the website or are allowed to sell advertising on it;</li>
          <li>
            integrate the Placard script where each space should appear, and keep it in place while ads you accepted are
            booked;
          </li>
          <li>review the ad requests for your spaces and approve or reject them;</li>
          <li>
            do not inflate views or clicks, for example by loading or clicking ads yourself or with automated tools.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "advertisers",
    title: "Advertisers' obligations",
    body: (
      <>
        <p>If you advertise on Placard, you:</p>
        <ul>
          <li>give your real business name, website, location and a truthful description of your business;</li>
          <li>publish only ads you have the right to publish and that follow these terms;</li>
          <li>
            pay promptly for your ads once website owners have approved them; you pay per website, at the price shown
            for the spaces you chose.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "approval-and-refunds",
    title: "Approval, rejection and refunds",
    body: (
      <>
        <p>
          Website owners have the final say over what appears on their websites. An owner may approve your ad for their
          website or reject it; a rejection comes with a reason you can read. You are not asked to pay for a website
          before its owner has approved your ad.
        </p>
        <p>
          A paid booking runs for 30 days from payment, and you can renew it. If a paid request is rejected, or the
          space it booked can no longer take it, the payment is refunded to you through the payment provider you paid
          with.
        </p>
      </>
    ),
  },
  {
    id: "earnings-and-withdrawals",
    title: "Earnings, the hold period and withdrawals",
    body: (
      <>
        <p>
          When an advertiser pays for a space on your website, the payment, less any platform fee the operator of this
          Placard site has set, becomes your earnings. Earnings are held for a hold period (30 days unless the operator
          sets another), so that refunds remain possible, and then become available.
        </p>
        <p>
          You can withdraw available earnings to a mobile money number. If a payout fails, the amount returns to your
          available balance. Earnings that have been withdrawn cannot be used to refund a later rejection; contact us if
          that happens.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may change these terms as Placard changes. We will publish the new terms on this page and, for important
        changes, tell account holders in advance. If you keep using Placard after a change takes effect, you accept the
        new terms; if you do not, you may stop using Placard at any time.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms? Write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    ),
  },
];

/** /terms (SPEC §1, §2). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms apply to everyone who uses Placard, the marketplace where advertisers place ads in the ad spaces
          that website owners list. By creating an account or using Placard, you agree to them.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
