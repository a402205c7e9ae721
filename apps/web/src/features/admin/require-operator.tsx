import { OPERATOR_ROLE } from "@placard/shared/admin";
import { SIGN_IN_PATH, withReturnPath } from "@placard/shared/routes";
import { Link, Navigate, Outlet, useLocation } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { useSession } from "@/lib/session";
import { useTranslation } from "@/lib/i18n";

/**
 * /admin/*: the console for an operator whose session passed two-factor authentication.
 * Signed out: /sign-in, as for any signed-in screen. Anyone else: the ordinary not-found
 * page (the API answers them 404 too). An operator without 2FA is told how to get in.
 */
export function RequireOperator() {
  const { user, session, isLoading } = useSession();
  const { pathname, search } = useLocation();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <Navigate to={withReturnPath(SIGN_IN_PATH, `${pathname}${search}`)} replace />;
  if (user.role !== OPERATOR_ROLE || user.banned) return <NotFoundPage />;
  if (!user.twoFactorEnabled || !session?.twoFactorVerified)
    return <SecondFactorNeeded isEnabled={!!user.twoFactorEnabled} />;
  return <Outlet />;
}

function SecondFactorNeeded({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("admin.two_factor.title")}</h1>
      <p className="mt-3 text-slate-600">
        {isEnabled ? t("admin.two_factor.sign_in_again") : t("admin.two_factor.turn_on")}
      </p>
      <Link
        to="/account"
        className="mt-8 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t("admin.two_factor.account")}
      </Link>
    </section>
  );
}
