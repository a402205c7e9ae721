import { RETURN_PARAM, SIGN_IN_PATH, SIGN_UP_PATH, withReturnPath } from "@placard/shared/routes";
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { useReturnPath } from "@/features/auth";
import { useSession } from "@/lib/session";
import { NotFoundPage } from "@/components/layout/not-found-page";

/**
 * Protected screens: a full-screen spinner while the session loads, then the screen or
 * /sign-in with the screen as its return path (`?next=`), so the chosen website, space or
 * form is where sign-in or sign-up ends (#15).
 */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  const { pathname, search, hash } = useLocation();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <Navigate to={withReturnPath(SIGN_IN_PATH, `${pathname}${search}${hash}`)} replace />;
  return <Outlet />;
}

/** /sign-in and /sign-up send someone already signed in on to their return path or the dashboard. */
export function GuestOnly() {
  const { user } = useSession();
  const { afterAuth } = useReturnPath();
  if (user) return <Navigate to={afterAuth} replace />;
  return <Outlet />;
}

/** `/ref/{code}` → `/sign-up?ref={code}` (keeping a return path), replacing history. */
export function ReferralRedirect() {
  const { code = "" } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <Navigate
      to={withReturnPath(`${SIGN_UP_PATH}?ref=${encodeURIComponent(code)}`, searchParams.get(RETURN_PARAM))}
      replace
    />
  );
}

/** Any other path: /sign-in when signed out, a real 404 page when signed in. */
export function CatchAll() {
  const { user, isLoading } = useSession();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <Navigate to={SIGN_IN_PATH} replace />;
  return <NotFoundPage />;
}
