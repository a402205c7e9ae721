import { useTranslation } from "@/lib/i18n";
import { PUBLISHER_FEATURES, PUBLISHER_INTEGRATION } from "../marketing-copy";
import { CallToAction } from "./call-to-action";
import { FeatureCard } from "./feature-card";
import { PageIntro } from "./page-intro";

/** /placard-spaces: the publisher page (SPEC §2), four feature cards. */
export function SpacesPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro eyebrow={t("landing.spaces.eyebrow")} title={t("landing.spaces.title")}>
        {t("landing.spaces.lead")}
      </PageIntro>

      <section aria-labelledby="why-placard" className="mt-20">
        <h2 id="why-placard" className="sr-only">
          {t("landing.spaces.why")}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PUBLISHER_FEATURES.map((feature) => (
            <FeatureCard key={feature.title} item={feature} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="integration" className="mt-20">
        <h2 id="integration" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t("landing.spaces.integration")}
        </h2>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
          {PUBLISHER_INTEGRATION.map((item) => (
            <FeatureCard key={item.title} item={item} />
          ))}
        </ul>
      </section>

      <CallToAction
        title={t("landing.spaces.cta.title")}
        text={t("landing.spaces.cta.text")}
        to="/create-website"
        label={t("landing.cta.add_website")}
      />
    </div>
  );
}
