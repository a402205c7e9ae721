// CPU time a server's processes used, read from /proc (Linux): a figure of work per request
// that the machine's other load moves far less than requests a second.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ, `getconf CLK_TCK`, 100 on every Linux build in use

/** utime + stime of one /proc/<pid>/stat in ms, and its process group; undefined when gone. */
function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces and parentheses: the fields start after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    return { group: Number(fields[2]), ms };
  } catch {
    return undefined;
  }
}

/**
 * A function giving the CPU ms used so far by every process in process group `pgid` (npm
 * and the server it starts, threads included), or by the one process `pid`. Undefined where
 * /proc is missing (not Linux): the bench then prints no CPU figures.
 */
export function cpuClock({ pgid, pid }) {
  if (!readStat(process.pid)) return undefined;
  if (pid !== undefined) return () => readStat(pid)?.ms ?? 0;
  return () => {
    let ms = 0;
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readStat(entry);
      if (stat?.group === pgid) ms += stat.ms;
    }
    return ms;
  };
}
