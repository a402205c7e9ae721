import type { Overview } from "@placard/shared/admin";
import { formatCount } from "@placard/shared/format";
import { reachName } from "@/components/reports/reach-breakdown";

/** The period's countries with the most counted views, across every ad (decision 0059). */
export function TopCountries({ countries }: { countries: Overview["topCountries"] }) {
  const most = Math.max(1, ...countries.map((row) => row.views));
  return (
    <section aria-labelledby="top-countries" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="top-countries" className="text-lg font-semibold">
        Top countries
      </h2>
      {countries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">No views counted in this period.</p>
      ) : (
        <table className="mt-2 w-full max-w-xl text-left text-sm" data-testid="top-countries">
          <caption className="sr-only">Counted views and clicks by country</caption>
          <thead className="text-slate-500">
            <tr>
              <th className="py-1 font-medium">Country</th>
              <th className="py-1 font-medium">
                <span className="sr-only">Share of views</span>
              </th>
              <th className="py-1 text-right font-medium">Views</th>
              <th className="py-1 text-right font-medium">Clicks</th>
            </tr>
          </thead>
          <tbody>
            {countries.map((row) => (
              <tr key={row.value} className="border-t border-slate-100">
                <td className="py-1.5 font-medium">{reachName("country", row.value)}</td>
                <td className="w-1/3 py-1.5" aria-hidden="true">
                  <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${(row.views / most) * 100}%` }} />
                </td>
                <td className="py-1.5 text-right">{formatCount(row.views)}</td>
                <td className="py-1.5 text-right">{formatCount(row.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
