import { Link } from "react-router";

export const CONTACT_EMAIL = "hello@placard.example";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} Placard</p>
        <nav aria-label="Footer" className="flex flex-wrap items-center gap-4">
          <Link to="/privacy" className="hover:text-slate-900">
            Privacy
          </Link>
          <Link to="/terms" className="hover:text-slate-900">
            Terms
          </Link>
          <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-slate-900">
            {CONTACT_EMAIL}
          </a>
        </nav>
      </div>
    </footer>
  );
}
