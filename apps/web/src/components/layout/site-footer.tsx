import { Mail } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";

/** The one contact address of the public pages (footer, terms, privacy). */
export const CONTACT_EMAIL = "support@placard.example";

/** lucide has no brand marks; these are the GitHub and X logos, drawn inline. */
const SOCIAL_LINKS = [
  {
    href: "https://github.com",
    label: "footer.github",
    viewBox: "0 0 16 16",
    path: "M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8z",
  },
  {
    href: "https://x.com",
    label: "footer.x",
    viewBox: "0 0 24 24",
    path: "M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23zm-1.16 17.52h1.83L7.08 4.13H5.12z",
  },
];

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 text-sm text-slate-600 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>© {new Date().getFullYear()} Placard</p>
        <nav aria-label={t("footer.label")} className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <Link to="/privacy" className="hover:text-slate-900 hover:underline">
            {t("footer.privacy")}
          </Link>
          <Link to="/terms" className="hover:text-slate-900 hover:underline">
            {t("footer.terms")}
          </Link>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-flex items-center gap-1.5 hover:text-slate-900 hover:underline"
          >
            <Mail className="size-4" aria-hidden="true" />
            {CONTACT_EMAIL}
          </a>
        </nav>
        <ul className="flex items-center gap-2" aria-label={t("footer.social")}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(link.label)}
                className="flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <svg viewBox={link.viewBox} className="size-5" fill="currentColor" aria-hidden="true" focusable="false">
                  <path d={link.path} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
