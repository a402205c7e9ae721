import { countOf, formatCount } from "@placard/shared/format";
import { CountsTable } from "@/components/ui/counts-table";
import { NotCountedLine } from "@/components/ui/not-counted";
import { useWebsiteStats } from "../api/get-website-stats";

/** Impressions and clicks on each space of the website, as delivery counted them. */
export function SpacePerformance({ websiteId }: { websiteId: string }) {
  const stats = useWebsiteStats(websiteId);
  if (!stats.data) return null;
  return (
    <section aria-label="Impressions and clicks" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold">Impressions and clicks</h2>
      <p className="text-sm text-slate-500">
        {countOf(stats.data.views, "impression", "impressions", formatCount)} ·{" "}
        {countOf(stats.data.clicks, "click", "clicks", formatCount)} in all
      </p>
      <NotCountedLine notCounted={stats.data.notCounted} />
      <div className="mt-3">
        <CountsTable
          caption="Impressions and clicks per space"
          nameHeader="Space"
          viewsHeader="Impressions"
          rowTestId="space-stats"
          rows={stats.data.spaces.map((space) => ({ ...space, id: space.spaceId }))}
        />
      </div>
    </section>
  );
}
