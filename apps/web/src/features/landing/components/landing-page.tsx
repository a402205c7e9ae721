import { ArrowRight, Globe, Megaphone } from "lucide-react";
import { Link } from "react-router";
import { LANDING_HIGHLIGHTS } from "../marketing-copy";

const LEARN_MORE = [
  { to: "/placard-ads", label: "How advertising works" },
  { to: "/placard-spaces", label: "How publishing works" },
  { to: "/pricing", label: "See pricing" },
];

/** `/`: the headline and the two audience cards of SPEC §2. */
export function LandingPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          Forging Powerful Connections
        </h1>
        <p className="mt-6 text-lg text-slate-600">
          Advertisers buy a month in a real ad space on a real website. Website owners approve what runs, and get paid.
        </p>
      </div>
      <div className="mx-auto mt-16 grid max-w-4xl gap-6 md:grid-cols-2">
        <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <Megaphone className="size-10 text-orange-600" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold">Advertisers</h2>
          <p className="mt-2 flex-1 text-slate-600">
            Upload your creative, pick the websites and spaces, pay per website, and watch honest view and click counts.
          </p>
          <Link
            to="/select"
            className="mt-6 rounded-lg bg-gradient-to-r from-orange-700 to-red-700 px-4 py-3 text-center font-semibold text-white hover:from-orange-800 hover:to-red-800"
          >
            Publish Your Ad
          </Link>
        </article>
        <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <Globe className="size-10 text-brand-700" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold">Publishers</h2>
          <p className="mt-2 flex-1 text-slate-600">
            List priced ad spaces on your site, approve the ads that want them, and withdraw your earnings to mobile
            money.
          </p>
          <Link
            to="/create-website"
            className="mt-6 rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-cyan-800"
          >
            Add Your Website
          </Link>
        </article>
      </div>

      <section aria-labelledby="why-placard" className="mx-auto mt-24 max-w-5xl">
        <h2 id="why-placard" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Why Placard
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {LANDING_HIGHLIGHTS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="text-center">
              <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <nav aria-label="Learn more" className="mt-12 flex flex-wrap justify-center gap-x-8 gap-y-3">
          {LEARN_MORE.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
            >
              {link.label} <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ))}
        </nav>
      </section>
    </div>
  );
}
