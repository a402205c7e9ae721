import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { extract as tarExtract, pack as tarPack } from "tar-stream";
import { z } from "zod";
import { assertStorageKey } from "../lib/storage/storage.js";

/**
 * A Placard backup is a gzipped tar (`tar tzf` lists it) of:
 *   database.sql   the database as pg_dump's plain SQL (INSERTs), restorable with psql
 *   media/<key>    every media object the snapshot's rows name, byte for byte
 *   auth-secret    the generated AUTH_SECRET from DATA_DIR, when there is one
 *   manifest.json  last: versions, row counts and digests, SHA-256 of every other entry
 */
export const ARCHIVE_FORMAT = "placard-backup";
export const ARCHIVE_FORMAT_VERSION = 1;
export const DUMP_ENTRY = "database.sql";
export const AUTH_SECRET_ENTRY = "auth-secret";
export const MANIFEST_ENTRY = "manifest.json";
export const mediaEntry = (key: string) => `media/${key}`;

const checksum = z.object({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().min(1),
  placardVersion: z.string(),
  createdAt: z.string(),
  source: z.enum(["pglite", "postgres"]),
  serverVersion: z.string(),
  migrations: z.object({ count: z.number().int().min(0), lastCreatedAt: z.string().nullable() }),
  tables: z.record(z.string(), z.object({ rows: z.number().int().min(0), digest: z.string() })),
  ledgerSumCents: z.number().int(),
  database: checksum,
  media: z.array(checksum.extend({ key: z.string() })),
  /** Keys the snapshot named whose object was deleted before it could be copied. */
  mediaMissing: z.array(z.string()),
  authSecret: checksum.nullable(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A problem with the archive itself: damaged, altered, incomplete or not ours. */
export class ArchiveError extends Error {
  override name = "ArchiveError";
}

function hashing(hash: ReturnType<typeof createHash>, counter: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      counter.bytes += chunk.length;
      callback(null, chunk);
    },
  });
}

export interface ArchiveWriter {
  /** Adds one entry of exactly `size` bytes; resolves to its checksum. */
  add(name: string, size: number, source: Readable): Promise<{ bytes: number; sha256: string }>;
  /** Writes the manifest, flushes to disk and renames `FILE.partial` to `FILE`. */
  finish(manifest: Manifest): Promise<void>;
  /** Removes the partial file (after a failure). */
  abort(): Promise<void>;
}

/** Opens `target.partial` for writing; nothing appears under `target` until finish(). */
export async function createArchiveWriter(target: string): Promise<ArchiveWriter> {
  const partial = `${target}.partial`;
  const pack = tarPack();
  const file = createWriteStream(partial, { mode: 0o600 });
  await new Promise<void>((resolve, reject) => {
    file.once("open", () => resolve());
    file.once("error", reject);
  });
  const written = pipeline(pack, createGzip({ level: 6 }), file);
  // Surfaces a write failure (ENOSPC…) to whichever step is waiting.
  let failure: Error | undefined;
  const failed = written.then(
    () => new Promise<never>(() => {}),
    (error: Error) => {
      failure = error;
      throw error;
    },
  );
  failed.catch(() => {});

  const add: ArchiveWriter["add"] = async (name, size, source) => {
    if (failure) throw failure;
    const hash = createHash("sha256");
    const counter = { bytes: 0 };
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() });
    await Promise.race([pipeline(source, hashing(hash, counter), entry), failed]);
    if (counter.bytes !== size) throw new Error(`${name} changed while it was copied`);
    return { bytes: counter.bytes, sha256: hash.digest("hex") };
  };
  return {
    add,
    async finish(manifest) {
      const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await add(MANIFEST_ENTRY, body.length, streamOf(body));
      pack.finalize();
      await written;
      const handle = await open(partial, "r+");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, target);
    },
    async abort() {
      pack.destroy();
      file.destroy();
      await written.catch(() => {});
      await rm(partial, { force: true });
    },
  };
}

export function streamOf(buffer: Buffer): Readable {
  return Readable.from([buffer]);
}

export interface ExtractedEntry {
  path: string;
  bytes: number;
  sha256: string;
}

export interface ExtractedArchive {
  manifest: Manifest;
  entries: Map<string, ExtractedEntry>;
}

function allowedEntry(name: string): boolean {
  if (name === DUMP_ENTRY || name === AUTH_SECRET_ENTRY || name === MANIFEST_ENTRY) return true;
  if (!name.startsWith("media/")) return false;
  try {
    assertStorageKey(name.slice("media/".length));
    return true;
  } catch {
    return false;
  }
}

/**
 * Unpacks an archive into `stagingDir` (created; the caller removes it), hashing every
 * entry. A damaged gzip stream (a flipped byte, a cut-off file) or a foreign entry is an
 * ArchiveError; the manifest is parsed but not yet compared (see verifyArchive).
 */
export async function extractArchive(
  file: string,
  stagingDir: string,
  onBytes?: (bytesRead: number) => void,
): Promise<ExtractedArchive> {
  await mkdir(stagingDir, { recursive: true, mode: 0o700 });
  const entries = new Map<string, ExtractedEntry>();
  const extract = tarExtract();
  let index = 0;
  extract.on("entry", (header, stream, next) => {
    const name = header.name;
    if (header.type !== "file" || !allowedEntry(name) || entries.has(name)) {
      stream.resume();
      next(new ArchiveError(`The archive holds an unexpected entry (${name}): it is not a Placard backup.`));
      return;
    }
    const target = path.join(stagingDir, `entry-${index++}`);
    const hash = createHash("sha256");
    const counter = { bytes: 0 };
    pipeline(stream, hashing(hash, counter), createWriteStream(target, { mode: 0o600 })).then(
      () => {
        entries.set(name, { path: target, bytes: counter.bytes, sha256: hash.digest("hex") });
        next();
      },
      (error: Error) => next(error),
    );
  });
  let read = 0;
  const source = createReadStream(file);
  source.on("data", (chunk) => {
    read += chunk.length;
    onBytes?.(read);
  });
  try {
    await pipeline(source, createGunzip(), extract);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new ArchiveError(`There is no file ${file}.`);
    if (code === "EACCES") throw new ArchiveError(`${file} cannot be read (permission denied).`);
    throw new ArchiveError(
      `The archive ${file} is damaged or incomplete (${(error as Error).message}). ` +
        "It may have been cut off while copying or altered: use another copy.",
    );
  }
  const manifestEntry = entries.get(MANIFEST_ENTRY);
  if (!manifestEntry) {
    throw new ArchiveError(
      `The archive ${file} has no manifest: it is incomplete (the backup did not finish) or not a Placard backup.`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(manifestEntry.path, "utf8"));
  } catch {
    throw new ArchiveError(`The archive's manifest is not valid JSON: the archive was altered or damaged.`);
  }
  const format = (parsed as { format?: unknown; formatVersion?: unknown }) ?? {};
  if (format.format !== ARCHIVE_FORMAT) throw new ArchiveError(`${file} is not a Placard backup.`);
  if (typeof format.formatVersion === "number" && format.formatVersion > ARCHIVE_FORMAT_VERSION) {
    const version = (parsed as { placardVersion?: unknown }).placardVersion;
    throw new NewerArchiveError(String(version ?? "unknown"));
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success)
    throw new ArchiveError(`The archive's manifest is malformed: the archive was altered or damaged.`);
  return { manifest: manifest.data, entries };
}

/** The archive comes from a Placard newer than this one. */
export class NewerArchiveError extends ArchiveError {
  override name = "NewerArchiveError";
  constructor(
    readonly archiveVersion: string,
    detail = "",
  ) {
    super(
      `This backup was made by Placard ${archiveVersion}${detail}, which is newer than this Placard. ` +
        "Upgrade Placard to that version or later, then restore.",
    );
  }
}

/** Every entry the manifest lists is present with its checksum; nothing else is. */
export function verifyArchive({ manifest, entries }: ExtractedArchive): void {
  const expect = (name: string, sum: { bytes: number; sha256: string }) => {
    const entry = entries.get(name);
    if (!entry) throw new ArchiveError(`The archive is missing ${name}, which its manifest lists.`);
    if (entry.bytes !== sum.bytes || entry.sha256 !== sum.sha256) {
      throw new ArchiveError(`${name} in the archive does not match its checksum: the archive was altered or damaged.`);
    }
  };
  expect(DUMP_ENTRY, manifest.database);
  for (const media of manifest.media) expect(mediaEntry(media.key), media);
  if (manifest.authSecret) expect(AUTH_SECRET_ENTRY, manifest.authSecret);
  const listed = new Set([
    DUMP_ENTRY,
    MANIFEST_ENTRY,
    ...manifest.media.map((media) => mediaEntry(media.key)),
    ...(manifest.authSecret ? [AUTH_SECRET_ENTRY] : []),
  ]);
  for (const name of entries.keys()) {
    if (!listed.has(name)) throw new ArchiveError(`The archive holds ${name}, which its manifest does not list.`);
  }
}
