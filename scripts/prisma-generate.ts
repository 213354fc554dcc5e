// `prisma generate` of Prisma 7, offline. Generation never runs the schema engine, but the CLI downloads it before
// any command unless PRISMA_SCHEMA_ENGINE_BINARY names an existing file, and nothing can be downloaded here
// (ENVIRONMENT.md). So this names a stand-in that does nothing (`true`), unless the variable is already set.
// Every place that generates goes through here: npm run generate (build, npm start), scripts/test.sh, CI.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const STAND_INS = ["/usr/bin/true", "/bin/true"];

const schemaEngine = process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? STAND_INS.find((file) => existsSync(file));
if (!schemaEngine) {
  console.error(`Nessun sostituto del motore degli schemi di Prisma (${STAND_INS.join(", ")}): impostare PRISMA_SCHEMA_ENGINE_BINARY`);
  process.exit(1);
}
const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
const generate = spawnSync(process.execPath, [prismaCli, "generate", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: schemaEngine, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
process.exit(generate.status ?? 1);
