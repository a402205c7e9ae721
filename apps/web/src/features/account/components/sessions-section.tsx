import { SIGN_IN_PATH } from "@placard/shared/routes";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { messageOf, Section } from "./section";

const SESSIONS_KEY = ["account", "sessions"] as const;

/** A browser in words from its User-Agent ("Chrome on Linux"), or what little is known. */
function describe(userAgent: string | null | undefined) {
  if (!userAgent) return "Unknown browser";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "another system";
  return `${browser} on ${system}`;
}

/** Where this account is signed in; sign out the others, or everywhere. */
export function SessionsSection({ currentToken }: { currentToken: string | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isAsking, setAsking] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => {
      const { data, error: failed } = await authClient.listSessions();
      if (failed) throw new Error(messageOf(failed, "Your sessions could not be loaded."));
      return data ?? [];
    },
  });

  const signOutOthers = async () => {
    const { error: failed } = await authClient.revokeOtherSessions();
    if (failed) return setError(messageOf(failed, "The other sessions could not be signed out."));
    await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  };
  const signOutEverywhere = async () => {
    setSigningOut(true);
    const { error: failed } = await authClient.revokeSessions();
    setSigningOut(false);
    if (failed) return setError(messageOf(failed, "The sessions could not be signed out."));
    queryClient.clear();
    navigate(SIGN_IN_PATH, { replace: true });
  };

  return (
    <Section id="account-sessions" title="Where you are signed in">
      {error && <Alert>{error}</Alert>}
      {sessions.error && <Alert>{sessions.error.message}</Alert>}
      <ul className="divide-y divide-slate-100 text-sm">
        {(sessions.data ?? []).map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              {describe(item.userAgent)}
              {item.token === currentToken && <strong className="ml-2 text-emerald-800">This browser</strong>}
            </span>
            <span className="text-slate-600">
              {item.ipAddress ? `${item.ipAddress} · ` : ""}since {new Date(item.createdAt).toLocaleString()}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void signOutOthers()}>
          Sign out everywhere else
        </Button>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Sign out everywhere
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isAsking}
        title="Sign out everywhere?"
        description="Every browser signed in to this account is signed out, this one included: you will need your password (and your second factor, if on) to sign in again."
        confirmLabel="Sign out everywhere"
        isBusy={isSigningOut}
        error={error}
        onCancel={() => {
          setAsking(false);
          setError(null);
        }}
        onConfirm={() => void signOutEverywhere()}
      />
    </Section>
  );
}
