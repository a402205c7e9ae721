import { formatCount } from "@placard/shared/format";
import { clickThroughRate } from "@placard/shared/reports";
import { formatCompact, useTranslation } from "@/lib/i18n";

export interface CountsRow {
  id: string;
  name: string;
  views: number;
  clicks: number;
}

/** Views (or impressions), clicks and CTR per row: per website for advertisers, per space for owners. */
export function CountsTable({
  rows,
  caption,
  nameHeader,
  viewsHeader,
  rowTestId,
}: {
  rows: CountsRow[];
  caption: string;
  nameHeader: string;
  viewsHeader?: string;
  rowTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-slate-500">
        <tr>
          <th className="py-1 font-medium">{nameHeader}</th>
          <th className="py-1 text-right font-medium">{viewsHeader ?? t("components.counts.views")}</th>
          <th className="py-1 text-right font-medium">{t("components.counts.clicks")}</th>
          <th className="py-1 text-right font-medium">{t("components.counts.ctr")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-100" data-testid={rowTestId}>
            <td className="py-1.5 font-medium text-slate-900">{row.name}</td>
            <td className="py-1.5 text-right">{formatCompact(row.views, formatCount)}</td>
            <td className="py-1.5 text-right">{formatCompact(row.clicks, formatCount)}</td>
            <td className="py-1.5 text-right">{clickThroughRate(row.views, row.clicks)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
