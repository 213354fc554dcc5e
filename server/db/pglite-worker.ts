// The embedded database in a thread of its own. PGlite runs every statement synchronously in the thread that calls
// it: in the portal's own thread one slow statement (the longest allowed search over names made to be slow for
// LIKE: 1.8 s) held /healthz, static files and every other request until it was over. Here PGlite lives in a
// worker thread (pglite-thread.mjs) and this object stands in for it in the portal's thread.
//
// PGlite's ready-made worker mode (@electric-sql/pglite/worker) is written for browser tabs (leader election over
// navigator.locks and BroadcastChannel, absent from Node 20) and sends errors across as a bare message, without
// the PostgreSQL code that Prisma maps errors from (unique violation → P2002). What this keeps from it is its
// shape: the class PGlite and PGliteWorker share (BasePGlite, which PGlite does not export by name) builds queries,
// transactions and results out of protocol messages, and only the messages cross to the database's thread. So
// parsing, type conversion and the error classes stay PGlite's own, on this side, and the locks too: one statement
// and one transaction at a time, as on PGlite itself, with no message sent to take or release them.
import { Worker } from "node:worker_threads";
import { Mutex, messages, type ExecProtocolResult, type PGliteInterface } from "@electric-sql/pglite";
import { PGliteWorker } from "@electric-sql/pglite/worker";

type BackendMessage = ExecProtocolResult["messages"][number];
type ExecOptions = { syncToFs?: boolean; throwOnError?: boolean };
type CrossedError = { name?: string; message: string; stack?: string; database?: boolean; length?: number } & Record<string, unknown>;
type Answer = { id: number; result?: unknown; error?: CrossedError };
type Started = { ready: boolean; error?: CrossedError };

type BaseMethods = Pick<PGliteInterface, "query" | "sql" | "exec" | "transaction" | "describeQuery" | "runExclusive" | "refreshArrayTypes">;
const BasePGlite = Object.getPrototypeOf(PGliteWorker) as abstract new () => BaseMethods;

// How long one call may keep the database's thread busy before /healthz calls it stuck: well past the slowest
// statement the portal allows on the embedded database (text limits keep a search under about 2 s).
const BUSY_ALIVE_MS = 15_000;

// The error as thrown on the database's thread: PostgreSQL's own (DatabaseError, with its code and fields) when it
// came from the database, so the Prisma adapter, which checks the class, maps it as it would in-process.
function rebuildError(crossed: CrossedError): Error {
  const { name, message, stack, database, length, ...fields } = crossed;
  const error = database ? new messages.DatabaseError(message, length ?? 0, "error") : new Error(message);
  Object.assign(error, fields);
  if (name && !database) Object.defineProperty(error, "name", { value: name });
  if (stack) error.stack = `${stack}\n    (nel thread del database)`;
  return error;
}

export class PGliteInWorker extends BasePGlite {
  readonly debug = 0;
  #worker: Worker;
  #calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; since: number }>();
  #nextId = 0;
  #queryLock = new Mutex();
  #transactionLock = new Mutex();
  #closed = false;
  // Set once the thread has gone (a crash of PostgreSQL inside it, or close): every later call fails with it.
  #gone: Error | null = null;

  private constructor(worker: Worker) {
    super();
    this.#worker = worker;
    worker.on("message", (answer: Answer) => this.#settle(answer));
    worker.on("error", (error) => this.#lose(error));
    worker.on("exit", (code) => this.#lose(new Error(`Il thread del database è terminato (codice ${code})`)));
    // Waiting for the database keeps the process alive, an idle database does not (as PGlite in-process).
    worker.unref();
  }

  // A PGlite in `dataDir`, or in memory when none is given; in memory it can start from an archive (dumpDataDir).
  static async open(dataDir?: string, archive?: Blob): Promise<PGliteInWorker> {
    const worker = new Worker(new URL("./pglite-thread.mjs", import.meta.url), {
      workerData: { dataDir, archive: archive ? await archive.arrayBuffer() : undefined },
      // Plain JavaScript: the thread needs none of the process's flags (the TypeScript loader of `npm start`).
      execArgv: [],
    });
    let failed: (error: Error) => void = () => undefined;
    const exited = (code: number) => failed(new Error(`Il thread del database è terminato all'avvio (codice ${code})`));
    const started = await new Promise<Started>((resolve, reject) => {
      failed = reject;
      worker.once("message", resolve);
      worker.on("error", failed);
      worker.on("exit", exited);
    }).finally(() => {
      // One by one: Worker listens to its own listeners being added and removed (that starts its message port).
      worker.off("error", failed);
      worker.off("exit", exited);
    });
    if (!started.ready) {
      await worker.terminate();
      throw rebuildError(started.error ?? { message: "Avvio del database non riuscito" });
    }
    const pglite = new PGliteInWorker(worker);
    // BasePGlite's own start-up step, as PGlite's and PGliteWorker's constructors take it: array types' parsers.
    await (pglite as unknown as { _initArrayTypes(): Promise<void> })._initArrayTypes();
    return pglite;
  }

  get waitReady(): Promise<void> {
    return Promise.resolve();
  }
  get ready(): boolean {
    return !this.#closed;
  }
  get closed(): boolean {
    return this.#closed;
  }

  #call<T>(method: string, ...args: unknown[]): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    if (this.#calls.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#calls.set(id, { resolve: resolve as (value: unknown) => void, reject, since: Date.now() });
      this.#worker.postMessage({ id, method, args });
    });
  }

  #settle({ id, result, error }: Answer): void {
    const call = this.#calls.get(id);
    if (!call) return;
    this.#calls.delete(id);
    if (this.#calls.size === 0) this.#worker.unref();
    if (error) call.reject(rebuildError(error));
    else call.resolve(result);
  }

  #lose(error: Error): void {
    this.#gone ??= error;
    for (const call of this.#calls.values()) call.reject(this.#gone);
    this.#calls.clear();
  }

  // Resolves once the thread answers, for /healthz (which bounds the wait). A thread that has gone fails at once. A
  // thread working on a call is alive while the call is younger than BUSY_ALIVE_MS: it cannot answer a ping before
  // the statement ends (PGlite runs it synchronously), and /healthz must not wait for a slow search, nor call a
  // busy database dead. An idle thread runs one trivial statement.
  async ping(): Promise<void> {
    if (this.#gone) throw this.#gone;
    const oldest = Math.min(...[...this.#calls.values()].map((call) => call.since));
    if (Number.isFinite(oldest)) {
      if (Date.now() - oldest < BUSY_ALIVE_MS) return;
      throw new Error("Il thread del database non risponde");
    }
    await this.#call("ping");
  }

  // Only what can cross threads: callbacks (onNotice, onRawData) are not used by the portal.
  execProtocolStream(message: Uint8Array, { syncToFs, throwOnError }: ExecOptions = {}): Promise<BackendMessage[]> {
    return this.#call("execProtocolStream", message, { syncToFs, throwOnError });
  }
  execProtocol(message: Uint8Array, { syncToFs, throwOnError }: ExecOptions = {}): Promise<ExecProtocolResult> {
    return this.#call("execProtocol", message, { syncToFs, throwOnError });
  }
  execProtocolRaw(message: Uint8Array, { syncToFs }: ExecOptions = {}): Promise<Uint8Array> {
    return this.#call("execProtocolRaw", message, { syncToFs });
  }
  execProtocolRawStream(): Promise<void> {
    return Promise.reject(new Error("execProtocolRawStream non disponibile sul database in un thread"));
  }

  // On Node the data folder (NodeFS) and the in-memory database (MemoryFS) are written as PostgreSQL writes:
  // PGlite's syncToFs does nothing for either, so no message is sent for it after every statement.
  async syncToFs(): Promise<void> {}

  // COPY … FROM/TO '/dev/blob' is not used by the portal: a query that passes a blob is refused rather than
  // silently run without it.
  async _handleBlob(blob?: File | Blob): Promise<void> {
    if (blob) throw new Error("COPY con blob non disponibile sul database in un thread");
  }
  async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }
  async _cleanupBlob(): Promise<void> {}

  async _checkReady(): Promise<void> {
    if (this.#gone) throw this.#gone;
  }

  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T> {
    return this.#queryLock.runExclusive(run);
  }
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T> {
    return this.#transactionLock.runExclusive(run);
  }

  async dumpDataDir(compression?: "auto" | "gzip" | "none"): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>("dumpDataDir", compression)]);
  }

  // LISTEN/NOTIFY is not used by the portal.
  listen(): Promise<never> {
    return Promise.reject(new Error("LISTEN non disponibile sul database in un thread"));
  }
  unlisten(): Promise<never> {
    return Promise.reject(new Error("UNLISTEN non disponibile sul database in un thread"));
  }
  onNotification(): () => void {
    throw new Error("Notifiche non disponibili sul database in un thread");
  }
  offNotification(): void {}

  // Closes PostgreSQL (a clean shutdown of the data folder) after the message under way, then ends the thread. It
  // takes no lock, as PGlite's own close does not: a transaction left open (a shutdown cut short) must not hold it.
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.#call("close");
    } finally {
      this.#gone ??= new Error("Database chiuso");
      await this.#worker.terminate();
    }
  }
}
