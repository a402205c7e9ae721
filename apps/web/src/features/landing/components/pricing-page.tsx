import { TIERS } from "@placard/shared/tiers";
import { CallToAction } from "./call-to-action";
import { PageIntro } from "./page-intro";
import { TierCard } from "./tier-card";

/** /pricing: the four tiers of SPEC §9, priced per ad space per month. */
export function PricingPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro eyebrow="Pricing" title="Simple monthly prices per ad space">
        Website owners choose the tier that matches their site's monthly visitors when they create a space; the tier
        suggests its price, and the owner may set their own. Advertisers pay the price shown on each space, per website,
        for 30 days at a time.
      </PageIntro>

      <ul aria-label="Pricing tiers" className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TIERS.map((tier) => (
          <TierCard key={tier.key} tier={tier} />
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-slate-600">
        Prices in US dollars. Payments are taken by the payment provider's checkout, by card or mobile money.
      </p>

      <CallToAction
        title="Have a website with visitors?"
        text="List your ad spaces, pick a tier for each, and start receiving ad requests you can approve."
        to="/create-website"
        label="Add Your Website"
      />
    </div>
  );
}
