import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/api/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    // Each file makes its own databases; two at a time suits the 2-core machines.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ["default"],
  },
});
