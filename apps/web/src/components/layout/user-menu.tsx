import { OPERATOR_ROLE } from "@placard/shared/admin";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Gift, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { useSession } from "@/lib/session";
import { useSignOut } from "@/lib/sign-out";
import { useTranslation } from "@/lib/i18n";

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/** The signed-in user's menu; 'Sign out' ends the session and goes to /sign-in. */
export function UserMenu({ name, email, isInline = false }: { name: string; email: string; isInline?: boolean }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const isOperator = useSession().user?.role === OPERATOR_ROLE;
  const { t } = useTranslation();
  if (isInline) {
    const inline = "w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-50";
    return (
      <div className="mt-3 flex flex-col">
        <Link to="/account" className={inline}>
          {t("user_menu.account")}
        </Link>
        {isOperator && (
          <Link to="/admin" className={inline}>
            {t("user_menu.operator_console")}
          </Link>
        )}
        <button type="button" onClick={signOut} className={inline}>
          {t("user_menu.sign_out")}
        </button>
      </div>
    );
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700 hover:bg-brand-50">
        {/* The name is the visible initials' purpose, not the letters (axe label-content-name-mismatch). */}
        <span aria-hidden="true">{initials(name) || "?"}</span>
        <span className="sr-only">{t("user_menu.label")}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-500">{email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            onSelect={() => navigate("/account")}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
          >
            <UserRound className="size-4" /> {t("user_menu.account")}
          </DropdownMenu.Item>
          {isOperator && (
            <DropdownMenu.Item
              onSelect={() => navigate("/admin")}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
            >
              <ShieldCheck className="size-4" /> {t("user_menu.operator_console")}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            onSelect={() => navigate("/referral")}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
          >
            <Gift className="size-4" /> {t("user_menu.referral")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={signOut}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
          >
            <LogOut className="size-4" /> {t("user_menu.sign_out")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
