import { clsx } from "clsx";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useSession } from "@/features/auth/hooks/use-session";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { MobileMenu, type NavItem } from "./mobile-menu";
import { useScrolled } from "./use-scrolled";
import { UserMenu } from "./user-menu";

/** SPEC §2: the advertiser page, the publisher page, Videos and Pricing. */
const NAV_LINKS: NavItem[] = [
  { to: "/placard-ads", label: "Advertisers" },
  { to: "/placard-spaces", label: "Publishers" },
  { to: "/videos", label: "Videos" },
  { to: "/pricing", label: "Pricing" },
];

/** SPEC §9: the header blurs its background past 20 px of scroll. */
const SCROLL_THRESHOLD_PX = 20;

export function SiteHeader() {
  const { user, isLoading } = useSession();
  const isScrolled = useScrolled(SCROLL_THRESHOLD_PX);
  const { pathname } = useLocation();
  // The mobile menu stays open only on the page it was opened on: a navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;

  const mainButton = user
    ? { to: "/dashboard", label: "Dashboard", mobileLabel: "Go to Dashboard" }
    : { to: "/sign-in", label: "Get Started", mobileLabel: "Get Started" };

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
          {NAV_LINKS.map((link) => (
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
          {!isLoading && (
            <Link
              to={mainButton.to}
              className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-cyan-800"
            >
              {mainButton.label}
            </Link>
          )}
          {user && <NotificationBell />}
          {user && <UserMenu name={user.name} email={user.email} />}
        </div>
        <div className="flex items-center gap-1 md:hidden">
          {user && <NotificationBell />}
          <MobileMenu
            isOpen={isMenuOpen}
            onOpenChange={(isOpen) => setMenuOpenOn(isOpen ? pathname : null)}
            links={NAV_LINKS}
            mainButton={isLoading ? null : { to: mainButton.to, label: mainButton.mobileLabel }}
            user={user}
          />
        </div>
      </div>
    </header>
  );
}
