// npm run relay:rebuild — writes the Relay artifacts and the persisted-operations map from scratch. The compiler adds
// an operation to client/__generated__/persisted-operations.json only when it rewrites that operation's artifact, and
// never takes one out: after a removed operation, or a map lost or damaged, this gives the exact map again
// (tests/api/api-protection.test.ts checks that map and artifacts agree).
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const generated = path.resolve("client/__generated__");
for (const name of readdirSync(generated)) {
  if (name.endsWith(".graphql.ts")) rmSync(path.join(generated, name));
}
writeFileSync(path.join(generated, "persisted-operations.json"), "{}\n");
const compiler = spawnSync("npx", ["relay-compiler"], { stdio: "inherit" });
process.exit(compiler.status ?? 1);
