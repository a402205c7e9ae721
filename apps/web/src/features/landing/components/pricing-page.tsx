import { TIERS } from "@placard/shared/tiers";
import { useTranslation } from "@/lib/i18n";
import { CallToAction } from "./call-to-action";
import { PageIntro } from "./page-intro";
import { TierCard } from "./tier-card";

/** /pricing: the four tiers of SPEC §9, priced per ad space per month. */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro eyebrow={t("landing.pricing.eyebrow")} title={t("landing.pricing.title")}>
        {t("landing.pricing.lead")}
      </PageIntro>

      <ul aria-label={t("landing.pricing.tiers")} className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TIERS.map((tier) => (
          <TierCard key={tier.key} tier={tier} />
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-slate-600">{t("landing.pricing.note")}</p>

      <CallToAction
        title={t("landing.pricing.cta.title")}
        text={t("landing.pricing.cta.text")}
        to="/create-website"
        label={t("landing.cta.add_website")}
      />
    </div>
  );
}
