import { ADMIN_SECTIONS } from "@placard/shared/admin";
import { clsx } from "clsx";
import { Suspense } from "react";
import { NavLink, Outlet } from "react-router";
import { LoadingState } from "@/components/ui/states";
import { useTranslation } from "@/lib/i18n";

/** The catalog key of each console section's name (English: `ADMIN_SECTIONS`' labels). */
export const SECTION_KEYS: Record<(typeof ADMIN_SECTIONS)[number]["path"], string> = {
  "/admin": "admin.nav.overview",
  "/admin/people": "admin.nav.people",
  "/admin/content": "admin.nav.content",
  "/admin/reports": "admin.nav.reports",
  "/admin/money": "admin.nav.money",
  "/admin/support": "admin.nav.support",
  "/admin/audit": "admin.nav.audit",
};

/**
 * The operator's console (issue #16): its own navigation (Overview, People, Content,
 * Reports, Money, Support, Audit — `ADMIN_SECTIONS`) above the screen. Rendered only behind
 * `RequireOperator` (admin-routes.tsx).
 */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
        <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{t("admin.console")}</p>
        {/* Tabs wrap onto a second line on a phone: every screen's name whole, none scrolled away (#34.10). */}
        <nav aria-label={t("admin.console")} className="-mx-1 min-w-0">
          <ul className="flex flex-wrap gap-1">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={section.path}
                  end={section.path === "/admin"}
                  className={({ isActive }) =>
                    clsx(
                      "inline-block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap",
                      isActive
                        ? "bg-brand-50 text-brand-800"
                        : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                    )
                  }
                >
                  {t(SECTION_KEYS[section.path])}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="min-w-0 pt-6">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
