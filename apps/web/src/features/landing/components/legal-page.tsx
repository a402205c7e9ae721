import type { MouseEvent, ReactNode } from "react";
import { activeLocale, useTranslation } from "@/lib/i18n";
import { BackButton } from "./back-button";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Scrolls to a section without adding a history entry, so Back still leaves the page. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

/**
 * The frame of the terms and privacy pages: Back, the h1, a table of contents, sections.
 * Their text binds in English, so it is not machine-translated (decision 0057): in another
 * language the page says so in that language and marks the English text `lang="en"`.
 */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <BackButton />
      {activeLocale() === "en" ? null : (
        <p className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {t("landing.legal.english_only")}
        </p>
      )}
      <h1 lang="en" className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h1>
      <div lang="en" className="mt-4 flex flex-col gap-3 text-lg text-slate-600">
        {intro}
      </div>
      <nav
        aria-label={t("landing.legal.on_this_page")}
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <p className="text-sm font-semibold text-slate-900">{t("landing.legal.on_this_page")}</p>
        <ol lang="en" className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm text-slate-700 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={(event) => jumpTo(event, section.id)}
                className="hover:text-slate-900 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          lang="en"
          tabIndex={-1}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-20 outline-none"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}
