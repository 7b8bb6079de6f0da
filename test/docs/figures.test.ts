// The figures the docs quote are the ones their scripts measured (docs/figures.json), and the
// build's are this build's: the App Loader's install of the folder the suite's set-up built
// (test/firmware/global-setup.ts); each board's sizes: test/build/size.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { installFigures } from "../../build/figures/built";
import { BENCH_DOC, benchTable, tableRows } from "../../build/figures/bench-table";
import { formatFigure, markedFiles, staleMarks } from "../../build/figures/marks";
import { readFigures } from "../../build/figures/store";
import { bangleAppsMissing } from "../../emu/apploader";

/** The App Loader folder for both watches, as the suite's set-up built it. */
const FOLDER = join(ROOT, ".tmp/firmware/kniffel");

describe("the docs' figures", () => {
  it("show in every marked place the figure docs/figures.json holds", () => {
    const all = readFigures();
    const stale = markedFiles().flatMap((f) => staleMarks(readFileSync(join(ROOT, f), "utf8"), all).map((s) => `${f}: ${s}`));
    expect(stale).toEqual([]);
  });

  it("find a marked place whose figure is another", () => {
    const all = { install: { "install.banglejs2": 396850 } };
    expect(staleMarks("in all <!--fig:install/install.banglejs2-->396,850<!--/fig--> bytes", all)).toEqual([]);
    expect(staleMarks("in all <!--fig:install/install.banglejs2-->360,438<!--/fig--> bytes", all)).toEqual(["install/install.banglejs2: shows 360,438, measured 396,850"]);
    expect(staleMarks("<!--fig:install/install.pixljs-->1<!--/fig-->", all)).toHaveLength(1);
  });

  it("of the bench are its table in docs/benchmarks.md, row for row (npm run bench writes both)", () => {
    const bench = readFigures().bench ?? {};
    const rows = tableRows(readFileSync(BENCH_DOC, "utf8"));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(Object.keys(bench).map((key) => ({ key: key.replace(/\|/g, "/"), value: formatFigure(bench[key]) })));
    // A row written by hand, or a figure changed without the bench, is found.
    const planted = benchTable([{ key: "box scores per second", value: 1, unit: "", budget: "" }]);
    expect(tableRows(`<!-- the table: written by npm run bench -->\n${planted}\n<!-- /the table -->`)).toEqual([{ key: "box scores per second", value: "1" }]);
  });

  it.skipIf(bangleAppsMissing())(`of the App Loader's install are this build's (npm run build writes them)${bangleAppsMissing() ? `: skipped, ${bangleAppsMissing()}` : ""}`, async () => {
    expect(await installFigures(FOLDER)).toEqual(readFigures().install);
  });
});
