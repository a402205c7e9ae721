import { SIGN_IN_PATH } from "@placard/shared/routes";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { messageOf, Section } from "./section";
import type { TFunction } from "i18next";
import { activeLocale, useTranslation } from "@/lib/i18n";

const SESSIONS_KEY = ["account", "sessions"] as const;

/** A browser in words from its User-Agent ("Chrome on Linux"), or what little is known. */
function describe(userAgent: string | null | undefined, t: TFunction) {
  if (!userAgent) return t("account.sessions.unknown_browser");
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : t("account.sessions.a_browser");
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
            : t("account.sessions.another_system");
  return t("account.sessions.browser_on", { browser, system });
}

/** Where this account is signed in; sign out the others, or everywhere. */
export function SessionsSection({ currentToken }: { currentToken: string | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isAsking, setAsking] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  const { t } = useTranslation();
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => {
      const { data, error: failed } = await authClient.listSessions();
      if (failed) throw new Error(messageOf(failed, t("account.sessions.load_failed")));
      return data ?? [];
    },
  });

  const signOutOthers = async () => {
    const { error: failed } = await authClient.revokeOtherSessions();
    if (failed) return setError(messageOf(failed, t("account.sessions.others_failed")));
    await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  };
  const signOutEverywhere = async () => {
    setSigningOut(true);
    const { error: failed } = await authClient.revokeSessions();
    setSigningOut(false);
    if (failed) return setError(messageOf(failed, t("account.sessions.all_failed")));
    queryClient.clear();
    navigate(SIGN_IN_PATH, { replace: true });
  };

  return (
    <Section id="account-sessions" title={t("account.sessions.title")}>
      {error && <Alert>{error}</Alert>}
      {sessions.error && <Alert>{sessions.error.message}</Alert>}
      <ul className="divide-y divide-slate-100 text-sm">
        {(sessions.data ?? []).map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              {describe(item.userAgent, t)}
              {item.token === currentToken && (
                <strong className="ml-2 text-emerald-800">{t("account.sessions.this_browser")}</strong>
              )}
            </span>
            <span className="text-slate-600">
              {item.ipAddress ? `${item.ipAddress} · ` : ""}
              {t("account.sessions.since", { date: new Date(item.createdAt).toLocaleString(activeLocale()) })}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void signOutOthers()}>
          {t("account.sessions.sign_out_others")}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t("account.sessions.sign_out_all")}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isAsking}
        title={t("account.sessions.confirm_title")}
        description={t("account.sessions.confirm_text")}
        confirmLabel={t("account.sessions.sign_out_all")}
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
