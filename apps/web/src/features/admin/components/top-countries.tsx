import type { Overview } from "@placard/shared/admin";
import { formatCount } from "@placard/shared/format";
import { reachName } from "@/components/reports/reach-breakdown";
import { formatCompact, useTranslation } from "@/lib/i18n";

/** The period's countries with the most counted views, across every ad (decision 0059). */
export function TopCountries({ countries }: { countries: Overview["topCountries"] }) {
  const most = Math.max(1, ...countries.map((row) => row.views));
  const { t } = useTranslation();
  return (
    <section aria-labelledby="top-countries" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="top-countries" className="text-lg font-semibold">
        {t("admin.countries.title")}
      </h2>
      {countries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{t("admin.countries.none")}</p>
      ) : (
        <table className="mt-2 w-full max-w-xl text-left text-sm" data-testid="top-countries">
          <caption className="sr-only">{t("admin.countries.caption")}</caption>
          <thead className="text-slate-500">
            <tr>
              <th className="py-1 font-medium">{t("admin.countries.country")}</th>
              <th className="py-1 font-medium">
                <span className="sr-only">{t("admin.countries.share")}</span>
              </th>
              <th className="py-1 text-right font-medium">{t("admin.countries.views")}</th>
              <th className="py-1 text-right font-medium">{t("admin.countries.clicks")}</th>
            </tr>
          </thead>
          <tbody>
            {countries.map((row) => (
              <tr key={row.value} className="border-t border-slate-100">
                <td className="py-1.5 font-medium">{reachName("country", row.value)}</td>
                <td className="w-1/3 py-1.5" aria-hidden="true">
                  <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${(row.views / most) * 100}%` }} />
                </td>
                <td className="py-1.5 text-right">{formatCompact(row.views, formatCount)}</td>
                <td className="py-1.5 text-right">{formatCompact(row.clicks, formatCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
