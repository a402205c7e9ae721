import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";

export function BackLink({ to, label }: { to: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
      <ArrowLeft className="size-4" /> {label ?? t("components.back")}
    </Link>
  );
}
