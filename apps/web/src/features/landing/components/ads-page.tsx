import { ADVERTISER_BENEFITS, ADVERTISER_STEPS } from "../marketing-copy";
import { CallToAction } from "./call-to-action";
import { FeatureCard } from "./feature-card";
import { PageIntro } from "./page-intro";

/** /placard-ads: the advertiser page (SPEC §2), 'How It Works' in four steps. */
export function AdsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro eyebrow="For advertisers" title="Advertise on the websites you choose">
        Put your ad in a real space on a real website, for a month at a time. The website's owner approves it, you pay
        per website, and you see honest view and click counts.
      </PageIntro>

      <section aria-labelledby="how-it-works" className="mt-20">
        <h2 id="how-it-works" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ADVERTISER_STEPS.map((step, index) => (
            <FeatureCard key={step.title} item={step} step={index + 1} />
          ))}
        </ol>
      </section>

      <section aria-labelledby="after-publishing" className="mt-20">
        <h2 id="after-publishing" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          After you publish
        </h2>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
          {ADVERTISER_BENEFITS.map((benefit) => (
            <FeatureCard key={benefit.title} item={benefit} />
          ))}
        </ul>
      </section>

      <CallToAction
        title="Ready to reach new readers?"
        text="Upload your creative, add your business details, and pick the websites and spaces that suit you."
        to="/select"
        label="Publish Your Ad"
      />
    </div>
  );
}
