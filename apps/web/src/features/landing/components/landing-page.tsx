import { Globe, Megaphone } from "lucide-react";
import { Link } from "react-router";

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
          <Megaphone className="size-10 text-orange-500" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold">Advertisers</h2>
          <p className="mt-2 flex-1 text-slate-600">
            Upload your creative, pick the websites and spaces, pay per website, and watch honest view and click counts.
          </p>
          <Link
            to="/select"
            className="mt-6 rounded-lg bg-gradient-to-r from-orange-500 to-red-500 px-4 py-3 text-center font-semibold text-white"
          >
            Publish Your Ad
          </Link>
        </article>
        <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <Globe className="size-10 text-brand-600" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold">Publishers</h2>
          <p className="mt-2 flex-1 text-slate-600">
            List priced ad spaces on your site, approve the ads that want them, and withdraw your earnings to mobile
            money.
          </p>
          <Link
            to="/create-website"
            className="mt-6 rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
          >
            Add Your Website
          </Link>
        </article>
      </div>
    </div>
  );
}
