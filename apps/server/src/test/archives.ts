import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, gzipSync } from "node:zlib";
import { extract as tarExtract, pack as tarPack } from "tar-stream";

/** Bad copies of a backup archive, for the restore's refusals. */
const name = (dir: string, label: string) => path.join(dir, `${label}-${randomBytes(3).toString("hex")}.tar.gz`);

/** The archive cut off at 60% of its length, as by an interrupted copy. */
export async function truncate(file: string, dir: string): Promise<string> {
  const bytes = await readFile(file);
  const target = name(dir, "truncated");
  await writeFile(target, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
  return target;
}

/** The archive with one byte in its middle inverted. */
export async function flipByte(file: string, dir: string): Promise<string> {
  const bytes = Buffer.from(await readFile(file));
  const at = Math.floor(bytes.length / 2);
  bytes[at] = (bytes[at] ?? 0) ^ 0xff;
  const target = name(dir, "flipped");
  await writeFile(target, bytes);
  return target;
}

/**
 * The archive unpacked and packed again with `edit` applied to each entry: a Buffer
 * replaces its bytes, null drops it, undefined keeps it.
 */
export async function repack(
  file: string,
  dir: string,
  edit: (entry: string, data: Buffer) => Buffer | null | undefined,
): Promise<string> {
  const entries: { name: string; data: Buffer }[] = [];
  const extract = tarExtract();
  extract.on("entry", (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: unknown) => void chunks.push(chunk as Buffer));
    stream.on("end", () => {
      entries.push({ name: header.name, data: Buffer.concat(chunks) });
      next();
    });
  });
  await pipeline(createReadStream(file), createGunzip(), extract);
  const pack = tarPack();
  const chunks: Buffer[] = [];
  pack.on("data", (chunk: unknown) => void chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve) => pack.on("end", () => resolve()));
  for (const entry of entries) {
    const edited = edit(entry.name, entry.data);
    if (edited === null) continue;
    pack.entry({ name: entry.name }, edited ?? entry.data);
  }
  pack.finalize();
  await ended;
  const target = name(dir, "repacked");
  await writeFile(target, gzipSync(Buffer.concat(chunks)));
  return target;
}
