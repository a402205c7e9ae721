import { ArrowRight, Globe, Megaphone } from "lucide-react";
import { Link } from "react-router";
import { LANDING_HIGHLIGHTS } from "../marketing-copy";
import { useTranslation } from "@/lib/i18n";

const LEARN_MORE = [
  { to: "/placard-ads", label: "landing.learn.advertising" },
  { to: "/placard-spaces", label: "landing.learn.publishing" },
  { to: "/pricing", label: "landing.learn.pricing" },
];

/** `/`: the headline and the two audience cards of SPEC §2. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">{t("landing.headline")}</h1>
        <p className="mt-6 text-lg text-slate-600">{t("landing.intro")}</p>
      </div>
      <div className="mx-auto mt-16 grid max-w-4xl gap-6 md:grid-cols-2">
        <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <Megaphone className="size-10 text-orange-600" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold">{t("header.nav.advertisers")}</h2>
          <p className="mt-2 flex-1 text-slate-600">{t("landing.advertisers.text")}</p>
          <Link
            to="/select"
            className="mt-6 rounded-lg bg-gradient-to-r from-orange-700 to-red-700 px-4 py-3 text-center font-semibold text-white hover:from-orange-800 hover:to-red-800"
          >
            {t("landing.advertisers.cta")}
          </Link>
        </article>
        <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <Globe className="size-10 text-brand-700" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold">{t("header.nav.publishers")}</h2>
          <p className="mt-2 flex-1 text-slate-600">{t("landing.publishers.text")}</p>
          <Link
            to="/create-website"
            className="mt-6 rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-cyan-800"
          >
            {t("landing.publishers.cta")}
          </Link>
        </article>
      </div>

      <section aria-labelledby="why-placard" className="mx-auto mt-24 max-w-5xl">
        <h2 id="why-placard" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t("landing.why")}
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {LANDING_HIGHLIGHTS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="text-center">
              <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{t(title)}</h3>
              <p className="mt-2 text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ul>
        <nav aria-label={t("landing.learn.label")} className="mt-12 flex flex-wrap justify-center gap-x-8 gap-y-3">
          {LEARN_MORE.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
            >
              {t(link.label)} <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ))}
        </nav>
      </section>
    </div>
  );
}
