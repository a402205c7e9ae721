import { createWriteStream } from "node:fs";
import { chmod, rm, stat } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { EmbeddedClient } from "../db/client.js";
import type { SnapshotInfo } from "../db/snapshot.js";
import { snapshotEmbedded } from "./snapshot.js";

/**
 * The embedded database lives inside the server process, so a backup of a running
 * install asks that process for the snapshot: it listens on this Unix socket in DATA_DIR,
 * readable and writable by the machine user that runs Placard only (mode 0600), with no
 * network exposure (decision 0018).
 */
export const BACKUP_SOCKET = "backup.sock";
export const backupSocketPath = (dataDir: string) => path.resolve(dataDir, BACKUP_SOCKET);

/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

interface SnapshotHeader {
  info?: SnapshotInfo;
  dumpBytes?: number;
  error?: string;
}

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Serves snapshots of `client` on `$DATA_DIR/backup.sock`. One request per connection:
 * the line `{"op":"snapshot"}`; the answer is one JSON line (the snapshot's facts and the
 * dump's size, or an error) followed by the dump's bytes.
 */
export async function openBackupSocket(
  dataDir: string,
  client: EmbeddedClient,
  log: { warn(message: string): void; info(message: string): void },
  /** Other one-line requests the running server answers with one JSON line (`npm run admin`). */
  commands: Record<string, (request: Record<string, unknown>) => Promise<unknown>> = {},
): Promise<BackupSocket | null> {
  const socketPath = backupSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    log.warn(`Backups of the running server are unavailable: the path ${socketPath} is too long for a socket`);
    return null;
  }
  // The caller holds the DATA_DIR lock, so a socket file left here is a crashed run's.
  await rm(socketPath, { force: true });
  const server = net.createServer((connection) => {
    let request = "";
    connection.setEncoding("utf8");
    connection.on("error", () => {});
    connection.on("data", (chunk: string) => {
      request += chunk;
      if (!request.includes("\n")) {
        if (request.length > 1024) connection.destroy();
        return;
      }
      connection.removeAllListeners("data");
      const message = (() => {
        try {
          return JSON.parse(request.slice(0, request.indexOf("\n"))) as Record<string, unknown>;
        } catch {
          return {};
        }
      })();
      const op = message.op;
      const command = typeof op === "string" && Object.hasOwn(commands, op) ? commands[op] : undefined;
      if (command) {
        command(message).then(
          (answer) => connection.end(`${JSON.stringify(answer)}\n`),
          (error: Error) => connection.end(`${JSON.stringify({ error: error.message })}\n`),
        );
        return;
      }
      if (op !== "snapshot") {
        connection.end(`${JSON.stringify({ error: "unknown request" })}\n`);
        return;
      }
      const started = performance.now();
      snapshotEmbedded(client).then(
        ({ info, dump }) => {
          log.info(`Backup snapshot taken in ${Math.round(performance.now() - started)} ms (${dump.length} bytes)`);
          connection.write(`${JSON.stringify({ info, dumpBytes: dump.length } satisfies SnapshotHeader)}\n`);
          connection.end(dump);
        },
        (error: Error) => connection.end(`${JSON.stringify({ error: error.message } satisfies SnapshotHeader)}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

/**
 * Asks the server running on `dataDir` for a snapshot and writes its dump to `dumpPath`.
 * Resolves to null when no server listens there.
 */
export async function requestSnapshot(dataDir: string, dumpPath: string): Promise<SnapshotInfo | null> {
  const socketPath = backupSocketPath(dataDir);
  const connection = net.connect(socketPath);
  try {
    await new Promise<void>((resolve, reject) => {
      connection.once("connect", resolve);
      connection.once("error", reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ECONNREFUSED") return null;
    throw new Error(`Could not reach the running Placard through ${socketPath}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  connection.write(`${JSON.stringify({ op: "snapshot" })}\n`);
  // Read the header line, then hand the rest of the stream to the dump file.
  const header = await new Promise<{ header: SnapshotHeader; rest: Buffer }>((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(10);
      if (end < 0) return;
      connection.off("data", onData);
      connection.pause();
      try {
        resolve({
          header: JSON.parse(buffered.subarray(0, end).toString("utf8")) as SnapshotHeader,
          rest: buffered.subarray(end + 1),
        });
      } catch (error) {
        reject(error as Error);
      }
    };
    connection.on("data", onData);
    connection.once("error", reject);
    connection.once("end", () => reject(new Error("The server closed the connection before answering")));
  });
  if (header.header.error || !header.header.info) {
    connection.destroy();
    throw new Error(`The running Placard could not take a snapshot: ${header.header.error ?? "no answer"}`);
  }
  const file = createWriteStream(dumpPath, { mode: 0o600 });
  file.write(header.rest);
  await pipeline(connection, file);
  const size = (await stat(dumpPath)).size;
  if (size !== header.header.dumpBytes) {
    throw new Error(`The snapshot from the running Placard was cut off (${size} of ${header.header.dumpBytes} bytes)`);
  }
  return header.header.info;
}

/**
 * Sends one request other than a snapshot to the server running on `dataDir` and returns
 * its JSON answer; null when no server listens there.
 */
export async function requestCommand(dataDir: string, request: Record<string, unknown>): Promise<unknown> {
  const connection = net.connect(backupSocketPath(dataDir));
  try {
    await new Promise<void>((resolve, reject) => {
      connection.once("connect", resolve);
      connection.once("error", reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ECONNREFUSED") return null;
    throw error;
  }
  connection.setEncoding("utf8");
  connection.write(`${JSON.stringify(request)}\n`);
  let answer = "";
  for await (const chunk of connection) answer += chunk as string;
  return JSON.parse(answer.trim() || "null") as unknown;
}
