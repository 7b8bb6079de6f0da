import { defineConfig } from "vitest/config";
import SlowestFirst from "./test/sequencer";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // BangleApps' own checks run after, alone: vitest.bangleapps.config.ts.
    exclude: ["test/bangleapps/**", "test/soak/**", "**/node_modules/**"],
    // Builds and installs the watch app once for the firmware suite (test/firmware); then the
    // web page for the browser suites (test/web), with that app for its firmware switch.
    globalSetup: ["test/firmware/global-setup.ts", "test/web/global-setup.ts"],
    // Property and fuzz suites are CPU-bound; two workers match the 2-core CI machine.
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
    testTimeout: 60_000,
    // expect.poll waits for a condition (a page's answer, a file written) as long as a busy
    // machine may need, not vitest's default second.
    expect: { poll: { timeout: 30_000 } },
    // Several test files build every board first (three now, each through terser too).
    hookTimeout: 60_000,
  },
});
