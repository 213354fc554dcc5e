import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./tests/run/longest-first-sequencer";

export default defineConfig({
  // graphql ships CommonJS (main) and ESM (module) builds. Pothos and Yoga load it through Node (CommonJS),
  // while Vite would hand our sources the ESM build: two copies whose classes fail instanceof checks
  // ("Cannot use GraphQLScalarType from another module or realm"). One copy for everybody, as in production.
  resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
  test: {
    include: ["tests/api/**/*.test.ts", "server/**/*.test.ts", "common/**/*.test.ts", "client/**/*.test.ts"],
    environment: "node",
    // Each file makes its own databases; two at a time suits the 2-core machines.
    maxWorkers: 2,
    // The two workers each keep their module graph from one file to the next. Isolated, every one of the 119 files
    // started a new process and evaluated the whole server again: 4.8 s per file before its first test, a quarter
    // of the stage (838 s isolated, 623 s not, on a quiet machine). Every file opens its own databases, app and
    // storage through the fixtures, so what carries over is only what a process keeps anyway: the loaded modules,
    // their caches, the migrated PGlite archive.
    isolate: false,
    sequence: { sequencer: LongestFirstSequencer },
    // The bounds of a test that hangs, not of a slow one: CI machines and ours run other work (load 10–30 on 2
    // cores), which makes a test that takes 10 s here take minutes.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    reporters: ["default"],
  },
});
