import { SIGN_IN_PATH } from "@placard/shared/routes";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authClient } from "@/lib/auth-client";

/** Signs out, drops every cached query of the old user, and goes to /sign-in (the user menu's). */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await authClient.signOut();
    queryClient.clear();
    navigate(SIGN_IN_PATH, { replace: true });
  };
}
