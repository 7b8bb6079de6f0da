import { defineConfig } from "vitest/config";
import base, { GLOBAL_SETUP } from "./vitest.config";

// npm test's settings, without its projects (their files are npm test's).
const common = { ...base.test, projects: undefined };

// `npm run soak`: the long runs that `npm test` keeps short versions of (test/soak): 10,000
// random inputs on each watch's firmware, a power cut at every write under every preset,
// every golden in the page. CI runs it after `npm test`.
export default defineConfig({
  test: {
    ...common,
    include: ["test/soak/**/*.test.ts"],
    globalSetup: GLOBAL_SETUP,
    // As npm test's (vitest.config.ts): no soak file changes a module for the files after it.
    isolate: false,
    exclude: ["**/node_modules/**"],
    testTimeout: 600_000,
  },
});
