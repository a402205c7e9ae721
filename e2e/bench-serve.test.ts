import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./support/server.js";

/** Processes (ours) whose environment names a DATA_DIR under `root`. */
function processesWithDataDirIn(root: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (environ.some((line) => line.startsWith(`DATA_DIR=${root}/`))) pids.push(Number(entry));
    } catch {
      // Gone, or not ours.
    }
  }
  return pids;
}

/** Issue #13.7: `npm run bench:serve` stopped with SIGTERM cleans up as it does on Ctrl-C. */
describe("npm run bench:serve stopped with SIGTERM", () => {
  // The benchmark's temporary DATA_DIR goes under a TMPDIR of this test's own.
  const root = mkdtempSync(path.join(tmpdir(), "placard-bench-term-"));
  afterAll(() => {
    for (const pid of processesWithDataDirIn(root)) process.kill(pid, "SIGKILL");
    rmSync(root, { recursive: true, force: true });
  });

  it("stops its Placard and removes its DATA_DIR", async () => {
    const bench = spawn(process.execPath, ["scripts/bench-serve.mjs"], {
      cwd: REPO_ROOT,
      env: { ...process.env, TMPDIR: root, BENCH_DURATION: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    bench.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => bench.once("exit", (code) => resolve(code)));
    const placardUrl = await new Promise<string>((resolve, reject) => {
      bench.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Placard at (http:\/\/[\d.:]+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      void exited.then(() => reject(new Error(`bench:serve exited before starting Placard:\n${output}`)));
    });
    expect((await fetch(`${placardUrl}/api/health`)).ok).toBe(true);
    expect(readdirSync(root).filter((name) => name.startsWith("placard-bench-"))).toHaveLength(1);

    bench.kill("SIGTERM");
    expect(await exited).toBe(143);

    await expect(fetch(`${placardUrl}/api/health`)).rejects.toThrow();
    expect(processesWithDataDirIn(root)).toEqual([]);
    expect(readdirSync(root)).toEqual([]);
  });
});
