import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type Storage, assertStorageKey } from "./storage.js";

/** Files under one root directory; writes land under a temporary name, then are renamed. */
export function createLocalDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const fullPath = (key: string) => {
    assertStorageKey(key);
    return path.join(base, key);
  };
  const tempFor = (target: string) => `${target}.${randomBytes(6).toString("hex")}.partial`;

  return {
    kind: "local",
    async putFile(key, sourcePath) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = tempFor(target);
      try {
        await pipeline(createReadStream(sourcePath), createWriteStream(temp, { flags: "wx" }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async putBuffer(key, data) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = tempFor(target);
      await writeFile(temp, data, { flag: "wx" });
      await rename(temp, target);
    },
    async get(key) {
      const target = fullPath(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return { size: info.size, open: (range) => createReadStream(target, range) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "ENOTDIR") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fullPath(key), { force: true });
    },
  };
}
