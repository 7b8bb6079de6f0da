// The figures the docs quote are the ones their scripts measured (docs/figures.json), and the
// build's are this build's: the App Loader's install of the folder the suite's set-up built
// (test/firmware/global-setup.ts); each board's sizes: test/build/size.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { installFigures } from "../../build/figures/built";
import { markedFiles, staleMarks } from "../../build/figures/marks";
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

  it.skipIf(bangleAppsMissing())(`of the App Loader's install are this build's (npm run build writes them)${bangleAppsMissing() ? `: skipped, ${bangleAppsMissing()}` : ""}`, async () => {
    expect(await installFigures(FOLDER)).toEqual(readFigures().install);
  });
});
