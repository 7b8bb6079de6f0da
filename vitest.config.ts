import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // BangleApps' own checks run after, alone: vitest.bangleapps.config.ts.
    exclude: ["test/bangleapps/**", "**/node_modules/**"],
    // Builds and installs the watch app once for the firmware suite (test/firmware); then the
    // web page for the browser suites (test/web), with that app for its firmware switch.
    globalSetup: ["test/firmware/global-setup.ts", "test/web/global-setup.ts"],
    // Property and fuzz suites are CPU-bound; two workers match the 2-core CI machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    // Several test files build every board first (three now, each through terser too).
    hookTimeout: 60_000,
  },
});
