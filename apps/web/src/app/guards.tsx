import { AFTER_AUTH_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from "@placard/shared/routes";
import { Navigate, Outlet, useParams } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { useSession } from "@/features/auth/hooks/use-session";
import { NotFoundPage } from "./not-found-page";

/** Protected screens: a full-screen spinner while the session loads, then the screen or /sign-in. */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <Navigate to={SIGN_IN_PATH} replace />;
  return <Outlet />;
}

/** /sign-in and /sign-up send someone already signed in on to the dashboard. */
export function GuestOnly() {
  const { user } = useSession();
  if (user) return <Navigate to={AFTER_AUTH_PATH} replace />;
  return <Outlet />;
}

/** `/ref/{code}` → `/sign-up?ref={code}`, replacing history. */
export function ReferralRedirect() {
  const { code = "" } = useParams();
  return <Navigate to={`${SIGN_UP_PATH}?ref=${encodeURIComponent(code)}`} replace />;
}

/** Any other path: /sign-in when signed out, a real 404 page when signed in. */
export function CatchAll() {
  const { user, isLoading } = useSession();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <Navigate to={SIGN_IN_PATH} replace />;
  return <NotFoundPage />;
}
