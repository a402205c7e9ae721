import { formatCount } from "@placard/shared/format";
import { clickThroughRate } from "@placard/shared/reports";
import { useWebsiteStats } from "../api/get-website-stats";

/** Impressions and clicks on each space of the website, as delivery counted them. */
export function SpacePerformance({ websiteId }: { websiteId: string }) {
  const stats = useWebsiteStats(websiteId);
  if (!stats.data) return null;
  return (
    <section aria-label="Impressions and clicks" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold">Impressions and clicks</h2>
      <p className="text-sm text-slate-500">
        {formatCount(stats.data.views)} impressions · {formatCount(stats.data.clicks)} clicks in all
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-slate-500">
          <tr>
            <th className="py-1 font-medium">Space</th>
            <th className="py-1 text-right font-medium">Impressions</th>
            <th className="py-1 text-right font-medium">Clicks</th>
            <th className="py-1 text-right font-medium">CTR</th>
          </tr>
        </thead>
        <tbody>
          {stats.data.spaces.map((space) => (
            <tr key={space.spaceId} className="border-t border-slate-100" data-testid="space-stats">
              <td className="py-1.5 font-medium text-slate-900">{space.name}</td>
              <td className="py-1.5 text-right">{formatCount(space.views)}</td>
              <td className="py-1.5 text-right">{formatCount(space.clicks)}</td>
              <td className="py-1.5 text-right">{clickThroughRate(space.views, space.clicks)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
