import { Link, useLocation } from "react-router";
import { splitAround, useTranslation } from "@/lib/i18n";

export function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const [before, after] = splitAround((slot) => t("not_found.text", { path: slot }));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold">{t("not_found.title")}</h1>
      <p className="mt-3 text-slate-600">
        {before}
        <code className="rounded bg-slate-100 px-1.5 py-0.5">{pathname}</code>
        {after}
      </p>
      <Link
        to="/dashboard"
        className="mt-8 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t("header.go_to_dashboard")}
      </Link>
    </section>
  );
}
