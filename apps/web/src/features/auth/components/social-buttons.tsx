import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth-client";
import { useAuthProviders } from "../api/get-providers";
import { useTranslation } from "@/lib/i18n";

const LABELS = { google: "auth.social.google", github: "auth.social.github" } as const;

/** Social sign-in, at the bottom of the form; only the providers the server has keys for. It ends at `callbackPath`. */
export function SocialButtons({ callbackPath }: { callbackPath: string }) {
  const { data } = useAuthProviders();
  const { t } = useTranslation();
  const [busy, setBusy] = useState<keyof typeof LABELS | null>(null);
  const providers = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((provider) => data?.[provider]);
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <div className="mb-4 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200" /> {t("auth.social.or")}{" "}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="flex flex-col gap-3">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            isBusy={busy === provider}
            onClick={async () => {
              setBusy(provider);
              await authClient.signIn.social({ provider, callbackURL: callbackPath });
              setBusy(null);
            }}
          >
            {t(LABELS[provider])}
          </Button>
        ))}
      </div>
    </div>
  );
}
