import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** A closing band with one primary link. */
export function CallToAction({ title, text, to, label }: { title: string; text: string; to: string; label: string }) {
  return (
    <section
      aria-labelledby="call-to-action"
      className="mt-20 rounded-3xl bg-slate-900 px-6 py-12 text-center text-white sm:px-12"
    >
      <h2 id="call-to-action" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-300">{text}</p>
      <Link
        to={to}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-100"
      >
        {label} <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
