import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import type { SnapshotInfo } from "./snapshot.js";
import { deserializeError, type WorkerReply, type WorkerRequest } from "./pglite-protocol.js";

type Body = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;

/** What runs statements: the whole database, or one open transaction. */
export interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/**
 * The embedded PGlite, run in a worker thread (`pglite-worker.ts`, decision 0040), behind
 * the part of PGlite's interface that drizzle-orm/pglite and Placard use: `query` (with
 * `rowMode` and text-keeping `parsers`), `exec`, `transaction`, `close`, and a backup
 * snapshot taken where the database is. Each call is one message and one answer.
 */
export class PgliteWorkerClient implements PgliteQueryable {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  #closed = false;
  #closing = false;
  readonly ready: Promise<void>;

  private constructor(
    dataDir: string | undefined,
    conf: string,
    private readonly onLost?: (error: Error) => void,
  ) {
    // Built code runs dist/db/pglite-worker.js; tests and `npm run dev` run the source through tsx.
    const built = new URL("./pglite-worker.js", import.meta.url);
    const source = new URL("./pglite-worker.ts", import.meta.url);
    const fromSource = !existsSync(fileURLToPath(built));
    const bootSource =
      `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); })` +
      `.catch((error) => { throw error; });`;
    this.#worker = fromSource
      ? new Worker(bootSource, { eval: true, workerData: { dataDir, conf } })
      : new Worker(built, { workerData: { dataDir, conf } });
    // Idle, the worker does not keep the process alive; a pending call does (see #call).
    this.ready = new Promise<void>((resolve, reject) => this.#pending.set(0, { resolve: () => resolve(), reject }));
    this.#worker.ref();
    this.#worker.on("message", (reply: WorkerReply) => {
      const waiter = this.#pending.get(reply.id);
      if (!waiter) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) this.#worker.unref();
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(deserializeError(reply.error));
    });
    const failAll = (error: Error) => {
      const lost = !this.#closed && !this.#closing;
      this.#closed = true;
      for (const waiter of this.#pending.values()) waiter.reject(error);
      this.#pending.clear();
      // The database went away under a running server: nothing it does can succeed now.
      if (lost) this.onLost?.(error);
    };
    this.#worker.on("error", (error) => failAll(new Error(`The database thread failed: ${error.message}`)));
    this.#worker.on("exit", (code) => failAll(new Error(`The database thread exited (code ${code})`)));
  }

  /**
   * Opens the database in a new worker thread; resolves once PGlite is ready. `onLost` is
   * told if the thread dies while open (the server exits, so its supervisor restarts it).
   */
  static async open(
    dataDir: string | undefined,
    conf: string,
    onLost?: (error: Error) => void,
  ): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(dataDir, conf, onLost);
    await client.ready;
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #call<T>(body: Body): Promise<T> {
    if (this.#closed) return Promise.reject(new Error("The database is closed"));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...body, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.#call({ op: "query", sql, params, rowMode: options?.rowMode, rawTypes, tx });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.#call({ op: "exec", sql, tx });
  }

  /**
   * Runs `callback` in a transaction held open in the worker: its statements go there one
   * by one; it commits when the callback resolves and rolls back when it throws. As with
   * PGlite itself, other statements wait until it ends.
   */
  async transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: "begin" });
    const tx: PgliteQueryable = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.#call({ op: "end", tx: id, commit: false }).catch(() => {});
      throw error;
    }
    await this.#call({ op: "end", tx: id, commit: true });
    return result;
  }

  /** A consistent snapshot and dump (backup/snapshot.ts), taken in the worker. */
  async snapshot(): Promise<{ info: SnapshotInfo; dump: Buffer }> {
    const { info, dump } = await this.#call<{ info: SnapshotInfo; dump: Uint8Array }>({ op: "snapshot" });
    return { info, dump: Buffer.from(dump.buffer, dump.byteOffset, dump.byteLength) };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closing = true;
    try {
      await this.#call({ op: "close" });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}
