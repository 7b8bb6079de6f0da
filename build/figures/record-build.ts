// What `npm run build` of every board (the default rules) writes beside dist/: the build's
// figures into docs/figures.json and the docs' marked places, and the App Loader folder's
// README's file list from the metadata it wrote.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Metadata } from "../bangleapps";
import { SOURCE } from "../bangleapps";
import { withFileList } from "../bangleapps-readme";
import type { SizeReport } from "../size";
import { bangleAppsMissing } from "../../emu/apploader";
import { boardFigures, installFigures } from "./built";
import { recordFigures } from "./store";

export async function recordBuild(reports: SizeReport[], folder: string, m: Metadata): Promise<void> {
  const readme = withFileList(readFileSync(join(SOURCE, "README.md"), "utf8"), m);
  for (const dir of [SOURCE, folder]) writeFileSync(join(dir, "README.md"), readme);
  recordFigures("build", boardFigures(reports));
  const missing = bangleAppsMissing();
  if (missing) console.log(`docs/figures.json: the install's figures kept as they were (${missing})`);
  else recordFigures("install", await installFigures(folder));
  console.log("docs/figures.json, the docs' figures and build/bangleapps/README.md's file list: written");
}
