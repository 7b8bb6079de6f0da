// `npm run pictures`: every picture of README and docs/ made again from today's code: the
// simulator's scripts, the goldens the docs show, the Bangle.js 3 firmware's screens and the
// web page's (after building the watch app the page's firmware switch installs). See
// docs/pictures.md.
import { spawnSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../boards";
import { DOCS, GOLDEN_PICTURES, goldenPath, PICTURE_PROGRAMS, pictureScripts } from "../pictures";
import { loadScriptFile, runScript } from "../../sim/script";

for (const s of pictureScripts()) {
  const r = runScript(loadScriptFile(s), DOCS);
  console.log(`${s}: ${r.files.length} pictures`);
}
for (const [picture, golden] of Object.entries(GOLDEN_PICTURES)) copyFileSync(goldenPath(golden), join(DOCS, "img", picture));
console.log(`docs/img: ${Object.keys(GOLDEN_PICTURES).length} goldens`);
const tsx = join(ROOT, "node_modules/.bin/tsx");
const steps = [["build/cli/build.ts", "--board", "banglejs2"], ...PICTURE_PROGRAMS.map((p) => [p])];
let failed = 0;
for (const args of steps) {
  const r = spawnSync(tsx, args, { cwd: ROOT, stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
