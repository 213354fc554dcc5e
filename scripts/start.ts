// npm start: builds only when the build is missing or older than its sources (scripts/build-freshness.ts),
// then runs the server in production mode in this same process. A fresh clone builds once; later starts
// go straight to the server.
import { spawnSync } from "node:child_process";
import { staleBuildReason } from "./build-freshness";

const reason = staleBuildReason();
if (reason) {
  console.log(`Compilazione in corso (${reason})...`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) {
    console.error("Compilazione non riuscita: il portale non viene avviato");
    process.exit(build.status ?? 1);
  }
}

process.env.NODE_ENV = "production";
await import("../server/main");
