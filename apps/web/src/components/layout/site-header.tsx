import { clsx } from "clsx";
import { type ReactNode, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useSession } from "@/lib/session";
import { LanguageSelect } from "./language-select";
import { MobileMenu, type NavItem } from "./mobile-menu";
import { useScrolled } from "./use-scrolled";
import { UserMenu } from "./user-menu";
import { useTranslation } from "@/lib/i18n";

/** SPEC §2: the advertiser page, the publisher page, Videos and Pricing. */
const NAV_LINKS = [
  { to: "/placard-ads", label: "header.nav.advertisers" },
  { to: "/placard-spaces", label: "header.nav.publishers" },
  { to: "/videos", label: "header.nav.videos" },
  { to: "/pricing", label: "header.nav.pricing" },
] as const;

/** SPEC §9: the header blurs its background past 20 px of scroll. */
const SCROLL_THRESHOLD_PX = 20;

/**
 * The header of every page. What only the features know comes in as slots from app/layout.tsx
 * (components/ imports no feature): `bell`, the notification bell, and `appNav`, the signed-in
 * app's navigation for the mobile menu; both show only when signed in.
 */
export function SiteHeader({ bell, appNav }: { bell?: ReactNode; appNav?: ReactNode }) {
  const { user, isLoading } = useSession();
  const { t } = useTranslation();
  const links: NavItem[] = NAV_LINKS.map((link) => ({ to: link.to, label: t(link.label) }));
  const isScrolled = useScrolled(SCROLL_THRESHOLD_PX);
  const { pathname } = useLocation();
  // The mobile menu stays open only on the page it was opened on: a navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;

  const mainButton = user
    ? { to: "/dashboard", label: t("header.dashboard"), mobileLabel: t("header.go_to_dashboard") }
    : { to: "/sign-in", label: t("header.get_started"), mobileLabel: t("header.get_started") };

  return (
    <header
      data-scrolled={isScrolled || undefined}
      className={clsx(
        "sticky top-0 z-40 h-16 border-b transition-colors",
        isScrolled ? "border-slate-200/70 bg-white/75 backdrop-blur-md" : "border-transparent bg-transparent",
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-4 sm:px-6">
        <Link to="/" className="text-xl font-extrabold tracking-tight text-brand-700">
          Placard
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                clsx(
                  "rounded-md px-3 py-2 text-sm font-medium",
                  isActive ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:text-slate-900",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-3 md:flex">
          <LanguageSelect isSignedIn={Boolean(user)} />
          {!isLoading && (
            <Link
              to={mainButton.to}
              className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-cyan-800"
            >
              {mainButton.label}
            </Link>
          )}
          {user && bell}
          {user && <UserMenu name={user.name} email={user.email} />}
        </div>
        <div className="flex items-center gap-1 md:hidden">
          {user && bell}
          <MobileMenu
            isOpen={isMenuOpen}
            onOpenChange={(isOpen) => setMenuOpenOn(isOpen ? pathname : null)}
            links={links}
            mainButton={isLoading ? null : { to: mainButton.to, label: mainButton.mobileLabel }}
            user={user}
            appNav={appNav}
          />
        </div>
      </div>
    </header>
  );
}
