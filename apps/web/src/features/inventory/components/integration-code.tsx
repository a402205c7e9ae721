import { INTEGRATION_LANGUAGES, type IntegrationLanguage } from "@placard/shared/spaces";
import { clsx } from "clsx";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { CopyButton } from "@/components/ui/copy-button";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { useIntegration } from "../api/get-integration";

const LABELS: Record<IntegrationLanguage, string> = {
  html: "HTML",
  javascript: "JavaScript",
  react: "React",
  php: "PHP",
  python: "Python",
};
/** SPEC §9: the code preview shows 3 lines. */
export const PREVIEW_LINES = 3;

export function IntegrationCode({ spaceId }: { spaceId: string }) {
  const { data, isPending, error } = useIntegration(spaceId, true);
  const [language, setLanguage] = useState<IntegrationLanguage>("html");
  const [isFull, setIsFull] = useState(false);
  const { t } = useTranslation();

  if (isPending) return <Spinner className="size-5 text-brand-600" label={t("inventory.integration.loading")} />;
  if (error) return <Alert>{error.message}</Alert>;

  const code = data.snippets[language];
  const lines = code.split("\n");
  const hidden = lines.length - PREVIEW_LINES;
  const shown = isFull ? code : lines.slice(0, PREVIEW_LINES).join("\n");

  return (
    // min-w-0 and wrapping controls: the Copy button stays on a 375 px screen (#34.13).
    <section aria-label={t("inventory.integration.title")} className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{t("inventory.integration.title")}</h4>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label={t("inventory.integration.language")}
            className="flex rounded-lg bg-slate-100 p-0.5"
          >
            {INTEGRATION_LANGUAGES.map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={key === language}
                onClick={() => setLanguage(key)}
                className={clsx(
                  "rounded-md px-2.5 py-1 text-xs font-semibold",
                  key === language ? "bg-white text-slate-900 shadow-sm" : "text-slate-600",
                )}
              >
                {LABELS[key]}
              </button>
            ))}
          </div>
          <CopyButton text={code} />
        </div>
      </div>
      {data.warnings.map((warning) => (
        <Alert key={warning} tone="info">
          {warning}
        </Alert>
      ))}
      <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
        <code data-testid="integration-code">{shown}</code>
      </pre>
      {hidden > 0 && (
        <button
          type="button"
          onClick={() => setIsFull((full) => !full)}
          className="self-start text-xs font-semibold text-brand-700 hover:underline"
        >
          {isFull ? t("inventory.integration.less") : t("inventory.integration.more", { count: hidden })}
        </button>
      )}
    </section>
  );
}
