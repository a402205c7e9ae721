import { clsx } from "clsx";
import { NavLink } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { APP_SECTIONS, type AppLink, REFERRAL_LINK } from "./app-sections";

function AppNavLink({ link, pendingCount, isStacked }: { link: AppLink; pendingCount: number; isStacked: boolean }) {
  const count = link.countsPending ? pendingCount : 0;
  const { t } = useTranslation();
  return (
    <NavLink
      to={link.to}
      state={link.state}
      className={({ isActive }) =>
        clsx(
          "inline-flex items-center gap-2 rounded-md font-medium whitespace-nowrap",
          isStacked ? "px-3 py-2.5" : "px-3 py-1.5 text-sm",
          isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
        )
      }
    >
      {t(link.label)}
      {count > 0 && (
        <>
          <span className="sr-only">, </span>
          <span className="rounded-full bg-brand-800 px-1.5 text-xs font-semibold text-white">{count}</span>
          <span className="sr-only"> {t("app_nav.waiting")}</span>
        </>
      )}
    </NavLink>
  );
}

/**
 * The signed-in app's navigation (#15): the advertiser and publisher sections with the
 * pending count, the wallet and the referral link. A bar under the header on wide screens
 * (`isStacked` false) and a titled list in the mobile menu. `pendingCount`: how many ads wait
 * for this person's review (the publisher side's badge), which app/layout.tsx reads from the
 * reviews feature.
 */
export function AppNav({ isStacked = false, pendingCount }: { isStacked?: boolean; pendingCount: number }) {
  const { t } = useTranslation();
  if (isStacked) {
    return (
      <nav aria-label={t("app_nav.label")} className="flex flex-col gap-4">
        {APP_SECTIONS.map((section) => (
          <div key={section.side} className="flex flex-col gap-1">
            <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(section.title)}</p>
            {section.links.map((link) => (
              <AppNavLink key={link.to} link={link} pendingCount={pendingCount} isStacked />
            ))}
          </div>
        ))}
        <AppNavLink link={REFERRAL_LINK} pendingCount={0} isStacked />
      </nav>
    );
  }
  return (
    <nav aria-label={t("app_nav.label")} className="hidden border-b border-slate-200 bg-white md:block">
      <div className="mx-auto flex max-w-7xl items-center gap-6 overflow-x-auto px-4 py-1.5 sm:px-6">
        {APP_SECTIONS.map((section) => (
          <div key={section.side} className="flex items-center gap-1">
            <span className="mr-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t(section.title)}
            </span>
            {section.links.map((link) => (
              <AppNavLink key={link.to} link={link} pendingCount={pendingCount} isStacked={false} />
            ))}
          </div>
        ))}
        <div className="ml-auto">
          <AppNavLink link={REFERRAL_LINK} pendingCount={0} isStacked={false} />
        </div>
      </div>
    </nav>
  );
}
