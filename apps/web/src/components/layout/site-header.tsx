import { clsx } from "clsx";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useSession } from "@/features/auth/hooks/use-session";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { useScrolled } from "./use-scrolled";
import { UserMenu } from "./user-menu";

const NAV_LINKS = [
  { to: "/placard-ads", label: "Advertisers" },
  { to: "/placard-spaces", label: "Publishers" },
  { to: "/videos", label: "Videos" },
  { to: "/pricing", label: "Pricing" },
];

export function SiteHeader() {
  const { user, isLoading } = useSession();
  const isScrolled = useScrolled(20);
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
        "sticky top-0 z-40 h-16 transition-colors",
        isScrolled ? "border-b border-slate-200/70 bg-white/70 backdrop-blur-md" : "bg-transparent",
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
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {mainButton.label}
            </Link>
          )}
          {user && <NotificationBell />}
          {user && <UserMenu name={user.name} email={user.email} />}
        </div>
        {user && (
          <div className="ml-auto md:hidden">
            <NotificationBell />
          </div>
        )}
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 md:hidden"
          aria-label={isMenuOpen ? "Close menu" : "Open menu"}
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenOn(isMenuOpen ? null : pathname)}
        >
          {isMenuOpen ? <X className="size-6" /> : <Menu className="size-6" />}
        </button>
      </div>
      {isMenuOpen && (
        <div id="mobile-menu" className="border-b border-slate-200 bg-white px-4 pb-4 shadow-lg md:hidden">
          <nav aria-label="Mobile" className="flex flex-col gap-1 py-2">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className="rounded-md px-3 py-2 text-slate-700 hover:bg-slate-50">
                {link.label}
              </NavLink>
            ))}
          </nav>
          <Link
            to={mainButton.to}
            className="block rounded-lg bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white"
          >
            {mainButton.mobileLabel}
          </Link>
          {user && <UserMenu name={user.name} email={user.email} isInline />}
        </div>
      )}
    </header>
  );
}
