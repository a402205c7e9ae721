import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { campaignKeys } from "../api/keys";

export function AdSuccessPage() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // The published draft is gone on the server; forget it here too.
  useEffect(() => queryClient.removeQueries({ queryKey: campaignKeys.draft }), [queryClient]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <CheckCircle2 className="size-16 text-emerald-500" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold">{t("campaigns.success.title")}</h1>
      <p className="mt-3 text-slate-600">{t("campaigns.success.text")}</p>
      <Link
        to="/dashboard"
        className="mt-8 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t("campaigns.success.go_to_dashboard")}
      </Link>
    </div>
  );
}
