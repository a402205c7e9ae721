import type { Person } from "@placard/shared/admin";
import { useTranslation } from "@/lib/i18n";

/** Operator, suspended or in good standing, in words (never colour alone). */
export function PersonStatus({ person }: { person: Person }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1.5">
      {person.isSuspended ? (
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
          {t("admin.person.suspended")}
        </span>
      ) : (
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {t("admin.person.active")}
        </span>
      )}
      {person.role === "admin" && (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {t("admin.person.operator")}
        </span>
      )}
      {person.twoFactorEnabled && (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {t("admin.person.two_factor")}
        </span>
      )}
    </span>
  );
}
