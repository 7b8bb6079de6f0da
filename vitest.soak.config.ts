import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// `npm run soak`: the long runs that `npm test` keeps short versions of (test/soak): 10,000
// random inputs on each watch's firmware, a power cut at every write under every preset,
// every golden in the page. CI runs it after `npm test`.
export default defineConfig({
  test: {
    ...base.test,
    include: ["test/soak/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 600_000,
  },
});
