import type { AdStats } from "@placard/shared/reports";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** Views and clicks per day (Recharts; loaded only on the ad detail page). */
export function DailyChart({ daily }: { daily: AdStats["daily"] }) {
  const data = daily.map((entry) => ({ ...entry, label: shortDate.format(new Date(`${entry.day}T00:00:00Z`)) }));
  return (
    <div className="h-64 w-full" role="img" aria-label="Views and clicks per day">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="views" name="Views" stroke="#4f46e5" strokeWidth={2} dot={false} />
          <Line type="monotone" dataKey="clicks" name="Clicks" stroke="#059669" strokeWidth={2} dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
