import { authClient } from "@/lib/auth-client";

/** The role Better Auth's admin plugin gives operators (server: modules/admin/operators.ts). */
export const OPERATOR_ROLE = "admin";

/** Loading, signed out or signed in (SPEC §4), from the session cookie. */
export function useSession() {
  const { data, isPending, error } = authClient.useSession();
  return { user: data?.user ?? null, session: data?.session ?? null, isLoading: isPending, error };
}
