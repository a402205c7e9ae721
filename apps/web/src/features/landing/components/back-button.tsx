import { ArrowLeft } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "@/lib/i18n";

/**
 * Goes back one page; a visitor who opened this page first (React Router's first location
 * has the key "default") goes to the landing page instead of leaving the site.
 */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== "default";
  return (
    <button
      type="button"
      onClick={() => (hasHistory ? navigate(-1) : navigate("/"))}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t("landing.back")}
    </button>
  );
}
