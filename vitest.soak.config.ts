import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// `npm run soak`: the long runs that `npm test` keeps short versions of (test/soak): 10,000
// random inputs on each watch's firmware, a power cut at every write under every preset.
// CI runs it after `npm test`. Only the firmware's set-up is needed (no browser).
export default defineConfig({
  test: {
    ...base.test,
    include: ["test/soak/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    globalSetup: ["test/firmware/global-setup.ts"],
    testTimeout: 600_000,
  },
});
