// npm run dev: the API server (tsx watch, port 3000) and the Vite dev server (port 5173), which
// proxies /graphql and /api to it (vite.config.ts). Relay artifacts are compiled once at start;
// run `npm run relay` again after changing a graphql`` tag or schema.graphql.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createServer } from "vite";

const API_PORT = process.env.API_PORT ?? "3000";
process.env.DEV_SERVER_URL ??= `http://127.0.0.1:${API_PORT}`;

if (existsSync("schema.graphql")) {
  const relay = spawnSync(path.join("node_modules", ".bin", "relay-compiler"), { stdio: "inherit" });
  if (relay.status !== 0) console.warn("relay-compiler non riuscito: il client potrebbe non compilare");
} else {
  console.warn("schema.graphql mancante: eseguire `npm run schema` e poi `npm run relay`");
}

// tsx itself, not through npx: npx does not pass signals on, and the server would outlive us.
const api: ChildProcess = spawn(path.join("node_modules", ".bin", "tsx"), ["watch", "--clear-screen=false", "server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, PORT: API_PORT, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" },
});

const vite = await createServer({ server: { port: 5173 } });
await vite.listen();
vite.printUrls();

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  api.kill("SIGTERM");
  await vite.close();
  process.exit(code);
}
api.on("exit", (code) => {
  if (!stopping) {
    console.error(`Il server API si è fermato (codice ${code ?? "?"})`);
    void stop(code ?? 1);
  }
});
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
