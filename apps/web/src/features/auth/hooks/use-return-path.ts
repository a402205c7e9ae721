import { AFTER_AUTH_PATH, RETURN_PARAM, safeReturnPath } from "@placard/shared/routes";
import { useSearchParams } from "react-router";

/**
 * Where sign-in or sign-up goes next (#15): the page someone was sent away from (`?next=`,
 * set by RequireAuth and kept by the links between /sign-in, /sign-up and /ref/{code}),
 * when it is a safe same-origin path; otherwise /dashboard.
 */
export function useReturnPath() {
  const [searchParams] = useSearchParams();
  const next = safeReturnPath(searchParams.get(RETURN_PARAM));
  return { next, afterAuth: next ?? AFTER_AUTH_PATH };
}
