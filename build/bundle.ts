// esbuild for Espruino, with the settings measured in ../shared/ESPRUINO.md: an iife (a
// minified esm's top-level names could overwrite globals such as E and g), ES2015, ASCII
// output (ü becomes an escape, read as one Latin-1 byte), and `supported: false` for what
// Espruino cannot run: esbuild then refuses the first group outright and lowers the second.
import { build, BuildOptions, Message, Metafile } from "esbuild";
import { BoardBuild, ROOT } from "./boards";
import { boardDefines } from "./defines";
import { substitutesPlugin } from "./substitutes";

/** The device entry (firmware/main.ts), bundled once per board. */
export const ENTRY = ROOT + "firmware/main.ts";

const REFUSED = ["destructuring", "default-argument", "rest-argument", "array-spread", "generator", "async-await", "async-generator", "for-await"];
const LOWERED = [
  "template-literal", // Espruino interpolates even an escaped \${
  "class-field",
  "class-static-field",
  "object-rest-spread",
  "optional-chain",
  "nullish-coalescing",
  "logical-assignment",
  "exponent-operator",
];

/** The options every device bundle is made with (also used by the gate's tests). */
export const ESPRUINO_OPTIONS: BuildOptions = {
  bundle: true,
  format: "iife",
  target: "es2015",
  platform: "neutral",
  minify: true,
  charset: "ascii",
  legalComments: "none",
  external: ["Storage"], // Espruino's built-in module, asked for with require("Storage")
  supported: Object.fromEntries([...REFUSED, ...LOWERED].map((f) => [f, false])),
  // Shorter names for the most used properties of objects that never leave the device as
  // JSON (game state, sheets, the app's context): saved files keep their field names.
  mangleProps: /^(setup|sheet|roll|redraw|dice|die|held|ids|kinds|fiveBox|upperBonus)$/,
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } }, // class fields on the instance
  write: false,
  metafile: true,
  logLevel: "silent",
};

export interface Bundle {
  code: string;
  metafile: Metafile;
}

/** A build error as one line: file:line:col: text. */
export function formatMessage(m: Message): string {
  const at = m.location ? `${m.location.file}:${m.location.line}:${m.location.column + 1}: ` : "";
  return at + m.text;
}

/** The device bundle for board `b`; throws with esbuild's errors, one per line. */
export async function bundleBoard(b: BoardBuild): Promise<Bundle> {
  try {
    const r = await build({ ...ESPRUINO_OPTIONS, entryPoints: [ENTRY], outfile: "kniffel.js", absWorkingDir: ROOT, define: boardDefines(b), plugins: [substitutesPlugin()] });
    return { code: r.outputFiles![0].text, metafile: r.metafile! };
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors;
    throw errors ? new Error(errors.map(formatMessage).join("\n")) : e;
  }
}
