// The pure half of the font generator: parses the ASCII-art sources in build/fonts/*.txt,
// checks them, and packs them into the form Espruino's g.setFontCustom takes. No file I/O
// here, so the tests can run the same code on in-memory text.
//
// Packed format, as read by Espruino (verified in espruino/Espruino
// libs/graphics/jswrap_graphics.c: jswrap_graphics_setFontCustom, _jswrap_graphics_getCharWidth
// and the custom-font branch of jswrap_graphics_drawString; and in
// libs/graphics/font/fontconverter.js, Font.prototype.outputJS, which writes this format):
// - bitmap: a string of bytes, 1 bit per pixel, most significant bit first. Each glyph is
//   stored column by column, left to right, each column `height` bits from top to bottom.
//   Glyphs follow one another in char-code order with no padding: the glyph for code c
//   starts at bit height * (sum of the widths of codes first .. c-1). The last byte is
//   padded with 0 bits.
// - widths: one char per code from `first` on; its char code is that glyph's width, and
//   drawString advances x by exactly that width (no extra spacing), so each width here
//   includes the blank column on the glyph's right. Width 0 = no glyph, no advance.
// - height: the plain pixel height. setFontCustom reads bits 8-15 of it as a scale and
//   bits 16-23 as bits per pixel; height < 256 leaves both 0, i.e. 1x and 1 bpp.
//
// Source syntax (one glyph per block, blocks in any order):
//   // comment                    ignored, as are blank lines between glyphs
//   height 6                      first statement: rows per glyph
//   char 0x41 'A'                 header: char code in hex, then the char itself, quoted
//   .#..                          exactly `height` rows of '#' (set) and '.' (clear), all of
//   #.#.                          the same width; the rightmost column is the spacing and
//   ...                           must be clear
import type { Font } from "../hal/font";

/** The codes every project font must draw: printable ASCII and German umlauts and ß. */
export const REQUIRED_CODES: readonly number[] = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  0xc4, 0xd6, 0xdc, 0xe4, 0xf6, 0xfc, 0xdf, // Ä Ö Ü ä ö ü ß
];

export interface Glyph {
  code: number;
  /** Pixel rows, top first, '#' set and '.' clear; row length = glyph width. */
  rows: string[];
  /** 1-based line of the glyph's header in the source, for messages. */
  line: number;
}

export interface FontSource {
  height: number;
  /** Sorted by code. */
  glyphs: Glyph[];
}

/** A mistake in a font source; the message starts with "file:line: ". */
export class FontSourceError extends Error {
  constructor(file: string, line: number | undefined, problem: string) {
    super(`${file}${line === undefined ? "" : `:${line}`}: ${problem}`);
  }
}

const HEIGHT_RE = /^height (\d+)$/;
// Two hex digits: Espruino draws custom-font glyphs only for codes below 256.
const HEADER_RE = /^char 0x([0-9A-Fa-f]{2}) '(.)'$/u;
const ROW_RE = /^[#.]+$/;
// In drawString code 0 starts an inline image and code 10 is a newline, so fonts start
// at the space.
const MIN_CODE = 0x20;
const MAX_WIDTH = 255; // a width is one byte of the widths string

function describe(code: number): string {
  return `'${String.fromCharCode(code)}' (0x${code.toString(16).padStart(2, "0")})`;
}

export function parseFontSource(text: string, file: string): FontSource {
  const lines = text.split(/\r?\n/);
  function fail(index: number, problem: string): never {
    throw new FontSourceError(file, index + 1, problem);
  }
  const isSkipped = (s: string) => s.trim() === "" || s.startsWith("//");

  let i = 0;
  while (i < lines.length && isSkipped(lines[i])) i++;
  const heightMatch = HEIGHT_RE.exec(lines[i] ?? "");
  if (!heightMatch) fail(Math.min(i, lines.length - 1), 'expected "height N" before the first glyph');
  const height = Number(heightMatch[1]);
  if (height < 1 || height > 255) fail(i, `height ${height} is outside 1..255`);
  i++;

  const byCode = new Map<number, Glyph>();
  while (i < lines.length) {
    if (isSkipped(lines[i])) {
      i++;
      continue;
    }
    const header = HEADER_RE.exec(lines[i]);
    if (!header) fail(i, `expected a glyph header like "char 0x41 'A'", found "${lines[i]}"`);
    const code = parseInt(header[1], 16);
    if (header[2].codePointAt(0) !== code) fail(i, `0x${header[1]} is not the code of '${header[2]}'`);
    if (code < MIN_CODE) fail(i, `code 0x${header[1]} is a control char; fonts start at 0x20`);
    const previous = byCode.get(code);
    if (previous) fail(i, `${describe(code)} is already defined on line ${previous.line}`);

    const glyph: Glyph = { code, rows: [], line: i + 1 };
    for (let r = 0; r < height; r++) {
      const at = i + 1 + r;
      const row = lines[at] ?? "";
      if (!ROW_RE.test(row)) {
        fail(at, `${describe(code)} has ${r} rows, expected ${height}; a row is made of '#' and '.' only`);
      }
      if (r > 0 && row.length !== glyph.rows[0].length) {
        fail(at, `row is ${row.length} wide, but the first row of ${describe(code)} is ${glyph.rows[0].length}`);
      }
      glyph.rows.push(row);
    }
    const width = glyph.rows[0].length;
    if (width > MAX_WIDTH) fail(i, `${describe(code)} is ${width} wide, more than ${MAX_WIDTH}`);
    const setSpacing = glyph.rows.findIndex((row) => row[width - 1] !== ".");
    if (setSpacing >= 0) {
      fail(i + 1 + setSpacing, `${describe(code)}: the rightmost column is the 1-px spacing and must be clear`);
    }
    const after = i + 1 + height;
    if (after < lines.length && ROW_RE.test(lines[after])) {
      fail(after, `${describe(code)} has more than ${height} rows`);
    }
    byCode.set(code, glyph);
    i = after;
  }
  if (byCode.size === 0) fail(lines.length - 1, "no glyphs");
  return { height, glyphs: [...byCode.values()].sort((a, b) => a.code - b.code) };
}

/** Throws unless `source` has a glyph for every code in `required`. */
export function requireGlyphs(source: FontSource, required: readonly number[], file: string): void {
  const present = new Set(source.glyphs.map((g) => g.code));
  const missing = required.filter((code) => !present.has(code));
  if (missing.length > 0) {
    throw new FontSourceError(file, undefined, `missing glyphs for ${missing.map(describe).join(", ")}`);
  }
}

/** Packs the glyphs into setFontCustom's format (see the top of this file). */
export function packFont(source: FontSource): Font {
  const first = source.glyphs[0].code;
  const last = source.glyphs[source.glyphs.length - 1].code;
  const widths = new Uint8Array(last - first + 1);
  const bits: number[] = [];
  for (const glyph of source.glyphs) {
    const width = glyph.rows[0].length;
    widths[glyph.code - first] = width;
    for (let x = 0; x < width; x++) {
      for (let y = 0; y < source.height; y++) bits.push(glyph.rows[y][x] === "#" ? 1 : 0);
    }
  }
  const bytes = new Uint8Array((bits.length + 7) >> 3);
  bits.forEach((bit, n) => {
    bytes[n >> 3] |= bit << (7 - (n & 7));
  });
  return {
    bitmap: String.fromCharCode(...bytes),
    first,
    widths: String.fromCharCode(...widths),
    height: source.height,
  };
}

/** Parses, checks coverage and packs one font source. */
export function buildFont(text: string, file: string): Font {
  const source = parseFontSource(text, file);
  requireGlyphs(source, REQUIRED_CODES, file);
  return packFont(source);
}

/**
 * A JavaScript string literal in plain ASCII: printable chars as they are, everything else
 * as \xNN, so the generated file survives any tool chain and Espruino reads it byte for byte.
 */
export function asciiStringLiteral(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0xff) throw new Error(`char 0x${c.toString(16)} does not fit in a byte string`);
    const printable = c >= 0x20 && c <= 0x7e && c !== 0x22 && c !== 0x5c;
    out += printable ? s[i] : `\\x${c.toString(16).padStart(2, "0")}`;
  }
  return out + '"';
}

export interface FontSpec {
  /** The font's name in espruino.config.json's screen.fonts, and its constant's in hal/glyphs.ts. */
  name: string;
  /** Source path relative to the repository root. */
  file: string;
  /** Doc comment for the constant. */
  summary: string;
}

export const FONT_SPECS: readonly FontSpec[] = [
  { name: "small", file: "build/fonts/small.txt", summary: "The Pixl.js's text: 6 px line, 5 px capitals." },
  { name: "large", file: "build/fonts/large.txt", summary: "The Pixl.js's numbers and headings: 12 px line, 8 px bold capitals." },
  { name: "fw14", file: "build/fonts/fw14.txt", summary: "The watches' text: the firmware's bold \"14\" (11 px capitals)." },
  { name: "fw17", file: "build/fonts/fw17.txt", summary: "A round watch's titles and chosen row: the firmware's \"17\"." },
  { name: "fw22", file: "build/fonts/fw22.txt", summary: "The watches' numbers and large words: the firmware's \"22\"." },
];

export const FONTS_MODULE_PATH = "hal/glyphs.ts";

/** The text of hal/glyphs.ts for the given sources (in FONT_SPECS order). */
export function generateFontsModule(sources: readonly { spec: FontSpec; text: string }[]): string {
  const parts = [
    "// Generated by `npm run fonts` (build/cli/fonts.ts) from build/fonts/*.txt: edit those, not this.",
    "// Format: Espruino's g.setFontCustom(bitmap, first, widths, height); see build/fontpack.ts.",
    "// Each board takes three of them (espruino.config.json screen.fonts); its device gets them as files.",
    'import type { Font } from "./font";',
  ];
  for (const { spec, text } of sources) {
    const font = buildFont(text, spec.file);
    parts.push(
      "",
      `/** ${spec.summary} */`,
      `const ${spec.name}: Font = {`,
      `  bitmap: ${asciiStringLiteral(font.bitmap)},`,
      `  first: ${font.first},`,
      `  widths: ${asciiStringLiteral(font.widths)},`,
      `  height: ${font.height},`,
      "};",
    );
  }
  parts.push("", "/** Every font, by its name. */", `export const GLYPHS: { [name: string]: Font } = { ${sources.map((x) => x.spec.name).join(", ")} };`);
  return parts.join("\n") + "\n";
}
