import { defineConfig } from "vitest/config";

// BangleApps' own checks on the built app folder (test/bangleapps), run by `npm test` after
// the rest and alone: BangleApps' test runner gives an app's test one minute, install
// included, and its emulator is several times slower beside other work.
export default defineConfig({
  test: {
    include: ["test/bangleapps/**/*.test.ts"],
    maxWorkers: 1,
    testTimeout: 180_000,
  },
});
