// `npm run fonts`: regenerates firmware/app/fonts.ts from the ASCII-art sources in
// build/fonts/. All the logic is in fontpack.ts; this only reads and writes files.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { FONTS_MODULE_PATH, FONT_SPECS, FontSourceError, generateFontsModule } from "../fontpack";

const root = fileURLToPath(new URL("../..", import.meta.url));

try {
  const sources = FONT_SPECS.map((spec) => ({ spec, text: readFileSync(root + spec.file, "utf8") }));
  writeFileSync(root + FONTS_MODULE_PATH, generateFontsModule(sources));
  console.log(`wrote ${FONTS_MODULE_PATH}`);
} catch (e) {
  // A mistake in a source is the normal failure: print it like a compiler error.
  if (!(e instanceof FontSourceError)) throw e;
  console.error(e.message);
  process.exit(1);
}
