import { defineConfig } from "vitest/config";
import SlowestFirst from "./test/sequencer";

// The files that change a module for the rest of their process, each run in a module graph of
// its own: two replace a module of the app with vi.mock (which must neither reach another
// file's imports nor miss its own), two install the coach's set-up file (the engines then
// count their work differently: compact.test.ts checks the counts without it), one replaces
// the config with a fixture's (sim/config.ts useConfig).
const OWN_MODULES = ["test/app/text-fit.test.ts", "test/sim/script-steps.test.ts", "test/coach/setup.test.ts", "test/coach/packed.test.ts", "test/build/fifth-board.test.ts"];

/**
 * Makes the Kniffel preset's chance tables once (the chances to win, the level Sieg); builds and
 * installs the watch app once for the firmware suite (test/firmware); then the web page for the
 * browser suites (test/web), with that app for its firmware switch.
 */
export const GLOBAL_SETUP = ["test/coach/chance-setup.ts", "test/firmware/global-setup.ts", "test/web/global-setup.ts"];

/** Never test files of npm test's: BangleApps' checks (vitest.bangleapps.config.ts, beside it in build/cli/test.ts), the soak. */
const EXCLUDE = ["test/bangleapps/**", "test/soak/**", "**/node_modules/**"];
const TEST_TIMEOUT = 60_000;

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: EXCLUDE,
    // Property and fuzz suites are CPU-bound; two workers match the 2-core CI machine.
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
    testTimeout: TEST_TIMEOUT,
    // expect.poll waits for a condition (a page's answer, a file written) as long as a busy
    // machine may need, not vitest's default second.
    expect: { poll: { timeout: 30_000 } },
    // Several test files build every board first (three now, each through terser too).
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          exclude: [...OWN_MODULES, ...EXCLUDE],
          globalSetup: GLOBAL_SETUP,
          // A worker's files share its modules: the firmware is compiled and each flash image
          // read once per worker, not once per file (about 30 s of the run). No file here
          // changes a module's state for the files after it (those run apart, below).
          isolate: false,
        },
      },
      // Not extending the root: its include would add every file to this project.
      { test: { name: "own modules", include: OWN_MODULES, testTimeout: TEST_TIMEOUT } },
    ],
  },
});
