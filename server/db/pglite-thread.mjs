// The embedded database's own thread (started by pglite-worker.ts). PGlite runs PostgreSQL synchronously in the
// thread that calls it, so here a slow statement holds only this thread while the portal's keeps answering.
// It answers protocol messages one at a time, in the order they come; the portal's side keeps the locks (one
// transaction at a time), builds the queries and parses the answers, so this side stays small. Plain JavaScript:
// a worker thread starts without the TypeScript loader of the process that made it.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.mjs";

const { dataDir, archive } = workerData;
const port = parentPort;

// An error crosses to the other thread as a plain object: structured cloning keeps only an Error's message and
// stack, and PostgreSQL's fields (code, detail, constraint…) are what Prisma maps errors from.
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) if (value === undefined || typeof value !== "object") fields[key] = value;
  return { ...fields, name: error.name, message: error.message, stack: error.stack, database: "severity" in error };
}

// A copy that owns its bytes, so the view can be moved to the other thread without copying the whole WASM memory.
function detached(bytes) {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

let pglite;
try {
  pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(archive ? { loadDataDir: new Blob([archive]) } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  await pglite.waitReady;
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: describeError(error) });
}

const methods = {
  // Messages of the extended protocol, each answered with the backend's messages (an error is thrown).
  execProtocolStream: (message, options) => pglite.execProtocolStream(message, options),
  execProtocol: async (message, options) => {
    const { messages, data } = await pglite.execProtocol(message, options);
    return { messages, data: detached(data) };
  },
  execProtocolRaw: async (message, options) => detached(await pglite.execProtocolRaw(message, options)),
  dumpDataDir: async (compression) => (await pglite.dumpDataDir(compression)).arrayBuffer(),
  close: () => pglite.close(),
  // What /healthz asks: PostgreSQL in this thread still answers.
  ping: async () => {
    await pglite.query("SELECT 1");
  },
};

port.on("message", async ({ id, method, args }) => {
  try {
    const result = await methods[method](...args);
    port.postMessage({ id, result });
  } catch (error) {
    port.postMessage({ id, error: describeError(error) });
  }
});
