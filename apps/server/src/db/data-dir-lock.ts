import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Another Placard process (pid ${holderPid}) is already using DATA_DIR ${dataDir}. ` +
        "The embedded database allows one process at a time: stop the other process, " +
        "or set DATA_DIR to another directory (or DATABASE_URL to a PostgreSQL server).",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = "placard.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the exclusive lock on DATA_DIR that the embedded database needs: PGlite is
 * single-process, and two processes on one data directory would corrupt it. The lock is
 * file holding our pid, created atomically (written aside, then hard-linked into place,
 * which fails if it exists); a lock left by a process that no longer exists (a crash, a
 * kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const staging = `${file}.${process.pid}`;
  writeFileSync(staging, String(process.pid), { mode: 0o600 });
  try {
    return takeLock(file, staging);
  } finally {
    unlinkSync(staging);
  }
}

function takeLock(file: string, staging: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      linkSync(staging, file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(path.dirname(file), holder);
      }
      // Stale lock: remove it and try again.
      try {
        unlinkSync(file);
      } catch {
        // Another process removed it first; the next attempt decides.
      }
    }
  }
  throw new Error(`Could not take the lock ${file}; remove it if no Placard process is running.`);
}
