// The order test files start in: the slowest first, so that both workers stay busy to the end
// of `npm test` instead of one finishing a long file alone. Vitest's own order (the last run's
// durations, or in a fresh clone the largest file first) would start the goldens, whose files
// are small, last. The list is measured (docs/testing.md gives the figures); files not on it
// follow in vitest's order.
import type { TestSpecification } from "vitest/node";
import { BaseSequencer } from "vitest/node";

const SLOWEST = [
  "test/firmware/goldens-banglejs3",
  "test/firmware/goldens-banglejs2",
  "test/firmware/install",
  "test/web/interface",
  "test/web/play",
  "test/firmware/bangle3",
  "test/firmware/saving",
  "test/firmware/coach",
  "test/firmware/names",
  "test/firmware/games",
  "test/web/firmware",
  "test/web/coach",
  "test/web/chances",
  "test/web/goldens-banglejs3",
];

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = SLOWEST.findIndex((s) => f.moduleId.includes(`/${s}.`));
      return i < 0 ? SLOWEST.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
