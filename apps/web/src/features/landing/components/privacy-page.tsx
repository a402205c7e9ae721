import { CONTACT_EMAIL } from "@/components/layout/site-footer";
import { LegalPage, type LegalSection } from "./legal-page";

/** What Placard really stores (apps/server/src/db/schema, docs/decisions 0008–0010). */
const SECTIONS: LegalSection[] = [
  {
    id: "controller",
    title: "Who is responsible",
    body: (
      <p>
        Placard is self-hosted software. The organisation that runs this Placard site (the operator) decides how it is
        configured and is the controller of the personal data it holds. You can reach the operator at{" "}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <>
        <p>When you sign up and sign in, Placard stores, through its authentication library (Better Auth):</p>
        <ul>
          <li>your first and last name and your email address, and whether the address is verified;</li>
          <li>a hash of your password, never the password itself;</li>
          <li>if you sign in with Google or GitHub, the account identifier and tokens that provider returns;</li>
          <li>
            your sessions: a session token kept in a cookie in your browser, its expiry, and the IP address and browser
            (user agent) the session was started from.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "content",
    title: "What you create",
    body: (
      <ul>
        <li>
          websites (name, address, logo) and their ad spaces (placement, price, user count, language, instructions);
        </li>
        <li>
          ads: the image, video or PDF you upload, stored on the operator's server, and the business name, website,
          location and description that come with it;
        </li>
        <li>the websites and spaces each ad asks for, and the owners' approvals and rejection reasons;</li>
        <li>messages you send us through the support page.</li>
      </ul>
    ),
  },
  {
    id: "payments",
    title: "Payments and payouts",
    body: (
      <>
        <p>
          Payments are taken on the payment provider's own checkout page. Placard never sees or stores card numbers. It
          stores each payment's amount, currency, reference and status, the email address given for it and the
          provider's answer about it, and a ledger of every movement of money (payments, earnings held and released,
          refunds, withdrawals).
        </p>
        <p>
          When you withdraw earnings, Placard stores the mobile money number and network you give and sends them, with
          the amount, to the payment provider to make the payout.
        </p>
      </>
    ),
  },
  {
    id: "notifications-and-referrals",
    title: "Notifications and referrals",
    body: (
      <ul>
        <li>
          Notifications (an ad waiting for review, an ad approved or rejected, a referral that qualified) are kept on
          the server, so you can read them later.
        </li>
        <li>
          Referrals: your referral code, and who signed up with whose link. Someone who referred you sees your name, a
          masked email address, and the names of your websites and ad categories, nothing else. Opening a referral link
          sets a cookie for one hour so that the sign-up can be attributed.
        </li>
      </ul>
    ),
  },
  {
    id: "visitors",
    title: "Visitors of publishers' websites",
    body: (
      <>
        <p>
          When a website shows ads through Placard, the Placard script sets no cookies and stores nothing in the
          visitor's browser. Placard keeps no profile of visitors.
        </p>
        <ul>
          <li>
            It counts views and clicks only as aggregate daily numbers per ad and per ad space, using short-lived signed
            tokens (valid for two hours) so that each view and each click counts once.
          </li>
          <li>
            A visitor's IP address and user agent are used in memory only, to filter out bots and abuse; they are not
            stored.
          </li>
          <li>
            For the reports on where ads are seen, each counted view and click adds one to each of three daily totals
            per ad and website: the country (looked up from the IP address in a database kept on the operator's server;
            no other service is asked), the kind of device (desktop, phone or tablet, read from the user agent) and the
            path of the page it was on (without the part after ? or #, at most 120 characters). These totals are all
            that is kept: no address, no user agent, nothing that tells one visitor from another.
          </li>
        </ul>
        <p>Country data: IP to country lite by DB-IP (db-ip.com), licensed under Creative Commons Attribution 4.0.</p>
      </>
    ),
  },
  {
    id: "browser-storage",
    title: "Cookies and storage on this site",
    body: (
      <p>
        This site uses the session cookie and the referral cookie described above, and your browser's storage for small
        preferences and for the ad you are putting together. It uses no analytics or advertising trackers.
      </p>
    ),
  },
  {
    id: "logs",
    title: "Server logs",
    body: (
      <p>
        The server writes logs as its operator configures them. Depending on that configuration, logs may include
        request details such as addresses and paths, and are kept as long as the operator decides.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Who else receives data",
    body: (
      <p>
        Placard shares data only to do what you ask: with the payment provider to take payments and make payouts, with
        the operator's email service to send password-reset and verification mail, and with Google or GitHub if you
        choose to sign in with them. Your data is not sold.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Your rights and contact",
    body: (
      <p>
        To see, correct or delete the data held about you, or for any question about privacy, write to{" "}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Some records, such as the ledger of payments, may need
        to be kept for accounting.
      </p>
    ),
  },
];

/** /privacy (SPEC §2): what Placard stores and why. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what Placard stores about the people who use it, and what it does, and does not do, with
          the visitors of the websites that show its ads.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
