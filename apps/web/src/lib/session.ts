import { authClient } from "@/lib/auth-client";

// Who is signed in, for every layer (the layout's header and menus, the guards, the features):
// beside the auth client it reads, below the auth feature's screens that sign people in.

/** Loading, signed out or signed in (SPEC §4), from the session cookie. */
export function useSession() {
  const { data, isPending, error } = authClient.useSession();
  return { user: data?.user ?? null, session: data?.session ?? null, isLoading: isPending, error };
}
