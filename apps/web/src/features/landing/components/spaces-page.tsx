import { PUBLISHER_FEATURES, PUBLISHER_INTEGRATION } from "../marketing-copy";
import { CallToAction } from "./call-to-action";
import { FeatureCard } from "./feature-card";
import { PageIntro } from "./page-intro";

/** /placard-spaces: the publisher page (SPEC §2), four feature cards. */
export function SpacesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro eyebrow="For website owners" title="Earn from the ad spaces on your website">
        List the spaces on your site with your prices, decide which ads run there, and withdraw what you earn to mobile
        money.
      </PageIntro>

      <section aria-labelledby="why-placard" className="mt-20">
        <h2 id="why-placard" className="sr-only">
          Why publish with Placard
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PUBLISHER_FEATURES.map((feature) => (
            <FeatureCard key={feature.title} item={feature} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="integration" className="mt-20">
        <h2 id="integration" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Ads on your page in minutes
        </h2>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
          {PUBLISHER_INTEGRATION.map((item) => (
            <FeatureCard key={item.title} item={item} />
          ))}
        </ul>
      </section>

      <CallToAction
        title="List your first ad space"
        text="Add your website with its name, address and logo, then choose the spaces you want to offer."
        to="/create-website"
        label="Add Your Website"
      />
    </div>
  );
}
