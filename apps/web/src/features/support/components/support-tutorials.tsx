import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { ADVERTISER_STEPS, PUBLISHER_STEPS, type TutorialStep } from "./tutorial-steps";

function StepList({ id, heading, steps }: { id: string; heading: string; steps: TutorialStep[] }) {
  const { t } = useTranslation();
  const headingId = `support-steps-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {heading}
      </h3>
      <ol className="mt-2 flex flex-col gap-2">
        {steps.map((step, index) => (
          <li key={step.title} data-testid="tutorial-step" className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700"
            >
              {index + 1}
            </span>
            <p className="text-sm text-slate-600">
              <span className="font-medium text-slate-900">{t(step.title)}</span>
              <span className="block">{t(step.text)}</span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The Tutorials tab: the publisher and advertiser steps of SPEC §2, and the videos. */
export function SupportTutorials({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <StepList id="for-publishers" heading={t("support.steps.for_publishers")} steps={PUBLISHER_STEPS} />
      <StepList id="for-advertisers" heading={t("support.steps.for_advertisers")} steps={ADVERTISER_STEPS} />
      <Link to="/videos" onClick={onNavigate} className="text-sm font-semibold text-brand-700 hover:underline">
        {t("support.steps.watch_videos")}
      </Link>
    </div>
  );
}
