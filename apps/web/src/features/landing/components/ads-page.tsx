import { useTranslation } from "@/lib/i18n";
import { ADVERTISER_BENEFITS, ADVERTISER_STEPS } from "../marketing-copy";
import { CallToAction } from "./call-to-action";
import { FeatureCard } from "./feature-card";
import { PageIntro } from "./page-intro";

/** /placard-ads: the advertiser page (SPEC §2), 'How It Works' in four steps. */
export function AdsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro eyebrow={t("landing.ads.eyebrow")} title={t("landing.ads.title")}>
        {t("landing.ads.lead")}
      </PageIntro>

      <section aria-labelledby="how-it-works" className="mt-20">
        <h2 id="how-it-works" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t("landing.ads.how_it_works")}
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ADVERTISER_STEPS.map((step, index) => (
            <FeatureCard key={step.title} item={step} step={index + 1} />
          ))}
        </ol>
      </section>

      <section aria-labelledby="after-publishing" className="mt-20">
        <h2 id="after-publishing" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t("landing.ads.after_publishing")}
        </h2>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
          {ADVERTISER_BENEFITS.map((benefit) => (
            <FeatureCard key={benefit.title} item={benefit} />
          ))}
        </ul>
      </section>

      <CallToAction
        title={t("landing.ads.cta.title")}
        text={t("landing.ads.cta.text")}
        to="/select"
        label={t("landing.ads.cta.label")}
      />
    </div>
  );
}
