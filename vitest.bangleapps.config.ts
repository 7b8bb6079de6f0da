import { defineConfig } from "vitest/config";

// BangleApps' own checks on the built app folder (test/bangleapps), run by `npm test` in its
// second lane (build/cli/test.ts), beside the other suites, one file on one worker: BangleApps'
// test runner gives an app's test one minute, install included (9.3 s alone).
export default defineConfig({
  test: {
    include: ["test/bangleapps/**/*.test.ts"],
    maxWorkers: 1,
    testTimeout: 180_000,
  },
});
