import * as RadixDialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { Menu, MessageSquare, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { LanguageSelect } from "./language-select";
import { UserMenu } from "./user-menu";
import { useTranslation } from "@/lib/i18n";

export interface NavItem {
  to: string;
  label: string;
}

interface MobileMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  links: NavItem[];
  mainButton: NavItem | null;
  user: { name: string; email: string } | null;
  /** The signed-in app's navigation, stacked (shown when signed in). */
  appNav?: ReactNode;
}

/**
 * The slide-in menu below the md breakpoint (SPEC §2). A Radix dialog: the toggle carries
 * aria-expanded, focus moves in and is trapped, Escape or an outside click closes it, and
 * focus returns to the toggle.
 */
export function MobileMenu({ isOpen, onOpenChange, links, mainButton, user, appNav }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger
        aria-label={t("header.open_menu")}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 md:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-5 shadow-2xl outline-none transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none md:hidden"
        >
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-extrabold tracking-tight text-brand-700">
              {t("header.menu")}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t("header.close_menu")}
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            >
              <X className="size-6" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <nav aria-label={t("header.mobile_nav")} className="flex flex-col gap-1">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  clsx(
                    "rounded-md px-3 py-2.5 font-medium",
                    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-50",
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          {user && appNav}
          <div className="flex flex-col gap-3">
            {mainButton && (
              <Link
                to={mainButton.to}
                className="rounded-lg bg-brand-700 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-cyan-800"
              >
                {mainButton.label}
              </Link>
            )}
            {/* The support page (with its contact form) is where a consultation starts. */}
            <Link
              to="/support#contact"
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              <MessageSquare className="size-4" aria-hidden="true" />
              {t("header.request_consultation")}
            </Link>
            <LanguageSelect isSignedIn={Boolean(user)} />
            {user && <UserMenu name={user.name} email={user.email} isInline />}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
