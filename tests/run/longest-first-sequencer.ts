// The order Vitest starts the test files in. Two workers share the run, so a long file started near the end keeps one
// of them busy alone while the other has nothing left: on a fresh clone Vitest has no timings of its own and starts
// the largest files first, which left the longest ones (the sign-in waits, the upload stalls) for the last minutes.
// Longest first, from the timings in file-durations.json (`npm run test:durations` writes them again after a
// run); a file not listed yet is taken as long, so a new file is never the one left at the end.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const SECONDS: Record<string, number> = JSON.parse(readFileSync(new URL("./file-durations.json", import.meta.url), "utf8"));

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => SECONDS[relative(process.cwd(), file.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
