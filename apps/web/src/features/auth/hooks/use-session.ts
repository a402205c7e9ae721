import { authClient } from "@/lib/auth-client";

/** Loading, signed out or signed in (SPEC §4), from the session cookie. */
export function useSession() {
  const { data, isPending, error } = authClient.useSession();
  return { user: data?.user ?? null, session: data?.session ?? null, isLoading: isPending, error };
}
