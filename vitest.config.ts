import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Property and fuzz suites are CPU-bound; two workers match the 2-core CI machine.
    maxWorkers: 2,
    testTimeout: 60_000,
  },
});
