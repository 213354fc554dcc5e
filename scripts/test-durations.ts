// npm run test:durations — runs the API tests with a JSON report and writes each file's time into
// tests/run/file-durations.json, which sets the order the files start in (tests/run/longest-first-sequencer.ts).
// Worth running again when files are added or grow; an outdated list only makes the run a little longer.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

type Report = { testResults: { name: string; startTime: number; endTime: number }[] };

const report = path.join(mkdtempSync(path.join(tmpdir(), "psa-durations-")), "vitest.json");
const run = spawnSync("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`], { stdio: "inherit" });
if (run.status !== 0) {
  console.error("Alcuni test non sono passati: i tempi non sono stati aggiornati.");
  process.exit(run.status ?? 1);
}
const { testResults } = JSON.parse(readFileSync(report, "utf8")) as Report;
const seconds = Object.fromEntries(
  testResults
    .map(({ name, startTime, endTime }) => [path.relative(process.cwd(), name), Math.round((endTime - startTime) / 100) / 10] as const)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
);
writeFileSync("tests/run/file-durations.json", `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`Tempi di ${testResults.length} file scritti in tests/run/file-durations.json`);
