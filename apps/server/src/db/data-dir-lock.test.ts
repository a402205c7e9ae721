import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.js";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** A second, live OS process whose pid stands in the lock file, as a running server's would. */
async function holdLockInChild(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  await new Promise<void>((resolve) => child.once("spawn", resolve));
  writeFileSync(path.join(dir, "placard.lock"), String(child.pid));
  return child;
}

describe("acquireDataDirLock", () => {
  it("refuses a DATA_DIR that another live process holds, naming it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "placard-lock-"));
    const child = await holdLockInChild(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${child.pid}`);
  });

  it("takes over a lock left by a process that no longer exists", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "placard-lock-"));
    writeFileSync(path.join(dir, "placard.lock"), "999999999");
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "placard.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, "placard.lock"))).toBe(false);
  });

  it("can be taken again after release", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "placard-lock-"));
    acquireDataDirLock(dir).release();
    const again = acquireDataDirLock(dir);
    again.release();
    expect(existsSync(path.join(dir, "placard.lock"))).toBe(false);
  });
});
