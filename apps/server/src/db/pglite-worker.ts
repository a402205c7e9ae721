import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { snapshotPglite } from "./snapshot.js";
import { serializeError, type WorkerReply, type WorkerRequest } from "./pglite-protocol.js";

/**
 * The embedded database's own thread (decision 0040). PGlite runs PostgreSQL compiled to
 * WebAssembly, synchronously: here its statements block this thread, not the server's,
 * which goes on answering `/serve/v1/*` meanwhile. Requests come from `PgliteWorkerClient`
 * and run concurrently as promises; PGlite's own mutexes serialise them as they would in
 * the server's thread (a transaction held open by the server makes other statements wait).
 */
const port = parentPort;
if (!port) throw new Error("pglite-worker.js runs as a worker thread only");
const { dataDir, conf } = workerData as { dataDir?: string; conf: string };

/** Thrown into a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol("rollback");

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  done: Promise<unknown>;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** `parsers` keep these types as PostgreSQL's text (drizzle maps dates itself). */
const rawParsers = new Map<string, Record<number, (value: string) => string>>();
function parsersFor(rawTypes: number[] | undefined) {
  if (!rawTypes?.length) return undefined;
  const key = rawTypes.join(",");
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((type) => [type, (value: string) => value]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

const reply = (message: WorkerReply) => port.postMessage(message);

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case "query":
      return target(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
      });
    case "exec":
      return target(request.tx).exec(request.sql);
    case "begin":
      return new Promise<number>((started, failed) => {
        const id = nextTransaction++;
        let finish: (commit: boolean) => void = () => {};
        const decided = new Promise<boolean>((resolve) => (finish = resolve));
        const done = pg.transaction(async (tx) => {
          transactions.set(id, { tx, finish, done });
          started(id);
          if (!(await decided)) throw ROLLBACK;
        });
        done.catch((error: unknown) => {
          transactions.delete(id);
          failed(error); // (a no-op once started)
        });
      });
    case "end": {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      open.finish(request.commit);
      try {
        await open.done;
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      } finally {
        transactions.delete(request.tx);
      }
      return null;
    }
    case "snapshot":
      return snapshotPglite(pg);
    case "close":
      await pg.close();
      return null;
  }
}

const pg = new PGlite(dataDir, { postgresqlconf: conf });
try {
  await pg.waitReady;
} catch (error) {
  reply({ id: 0, ok: false, error: serializeError(error) });
  process.exit(1);
}
port.on("message", (request: WorkerRequest) => {
  handle(request).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
  );
});
reply({ id: 0, ok: true, result: null });
