// The project's bitmap fonts: sources, generator, generated module and simulator rasteriser.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Font } from "../hal/font";
import {
  FONTS_MODULE_PATH,
  FONT_SPECS,
  REQUIRED_CODES,
  asciiStringLiteral,
  buildFont,
  generateFontsModule,
  packFont,
  parseFontSource,
} from "../build/fontpack";
import { GLYPHS } from "../hal/glyphs";

const FONT_SMALL = GLYPHS.small;
import { LANGS, text, textKeys } from "../firmware/core";
import { drawString, glyphWidth, stringWidth } from "../sim/display/font-raster";

const root = fileURLToPath(new URL("..", import.meta.url));
const read = (path: string) => readFileSync(root + path, "utf8");
const sources = FONT_SPECS.map((spec) => ({ spec, text: read(spec.file) }));
const generated: Record<string, Font> = GLYPHS;

/** The pixels drawString plots for `s` at (0, 0), as rows of '#' and '.'. */
function render(font: Font, s: string): string[] {
  const rows = Array.from({ length: font.height }, () => Array<string>(stringWidth(font, s)).fill("."));
  drawString(font, s, 0, 0, (x, y) => {
    rows[y][x] = "#";
  });
  return rows.map((r) => r.join(""));
}

describe("generated hal/glyphs.ts", () => {
  it("is up to date with build/fonts/*.txt (run `npm run fonts`)", () => {
    expect(read(FONTS_MODULE_PATH)).toBe(generateFontsModule(sources));
  });

  it("is plain ASCII", () => {
    expect(read(FONTS_MODULE_PATH)).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it.each(sources)("$spec.name draws every glyph exactly as its ASCII art", ({ spec, text }) => {
    const font = generated[spec.name];
    const source = parseFontSource(text, spec.file);
    expect(font.height).toBe(source.height);
    for (const glyph of source.glyphs) {
      const char = String.fromCharCode(glyph.code);
      expect(render(font, char), `${spec.file}:${glyph.line}`).toEqual(glyph.rows);
    }
  });

  it.each(sources)("$spec.name has every required char and nothing else", ({ spec, text }) => {
    const font = generated[spec.name];
    const defined = new Set(parseFontSource(text, spec.file).glyphs.map((g) => g.code));
    for (const code of REQUIRED_CODES) expect(glyphWidth(font, code), `0x${code.toString(16)}`).toBeGreaterThan(0);
    for (let code = 0; code < 256; code++) {
      if (!defined.has(code)) expect(glyphWidth(font, code), `0x${code.toString(16)}`).toBe(0);
    }
  });

  it("has the metrics the screens are laid out for", () => {
    expect([GLYPHS.small.height, GLYPHS.large.height, GLYPHS.fw14.height, GLYPHS.fw17.height, GLYPHS.fw22.height]).toEqual([6, 12, 14, 17, 22]);
    // The project's own: digits share one width so that columns of numbers line up. (The
    // firmware's are drawn as the firmware has them; the screens right-align numbers.)
    for (const font of [GLYPHS.small, GLYPHS.large]) {
      const digitWidths = new Set("0123456789".split("").map((d) => glyphWidth(font, d.charCodeAt(0))));
      expect(digitWidths.size).toBe(1);
    }
  });
});

// A two-glyph font packed by hand from Espruino's layout: column by column, each column
// top to bottom, MSB first, glyphs back to back, the last byte padded with zeros.
//   'A' (width 3)   'B' (width 2)
//   #..             #.
//   .#.             #.
//   ##.             ..
// bits: A = 101 011 000, B = 110 000 -> 1010 1100 | 0110 000(0) = 0xAC 0x60
const TINY_SOURCE = ["height 3", "char 0x41 'A'", "#..", ".#.", "##.", "char 0x42 'B'", "#.", "#.", ".."].join("\n");
const TINY: Font = { bitmap: "\xac\x60", first: 0x41, widths: "\x03\x02", height: 3 };

describe("packFont", () => {
  it("packs a hand-checked example bit for bit", () => {
    expect(packFont(parseFontSource(TINY_SOURCE, "tiny.txt"))).toEqual(TINY);
  });

  it("gives codes between glyphs width 0 and no bits", () => {
    const gap = ["height 1", "char 0x41 'A'", "#.", "char 0x43 'C'", "##."].join("\n");
    expect(packFont(parseFontSource(gap, "gap.txt"))).toEqual({
      bitmap: "\xb0", // 10 | 110 | 000 padding
      first: 0x41,
      widths: "\x02\x00\x03",
      height: 1,
    });
  });
});

describe("font-raster drawString", () => {
  const plotted = (font: Font, s: string, x: number, y: number) => {
    const points: string[] = [];
    drawString(font, s, x, y, (px, py) => points.push(`${px},${py}`));
    return points.sort();
  };

  it("plots exactly the set pixels and advances by the glyph width", () => {
    expect(plotted(TINY, "AB", 10, 20)).toEqual(["10,20", "10,22", "11,21", "11,22", "13,20", "13,21"].sort());
    expect(stringWidth(TINY, "AB")).toBe(5);
  });

  it("draws nothing and does not advance for chars outside the font, as Espruino does", () => {
    expect(plotted(TINY, "@AC\u0100B", 10, 20)).toEqual(plotted(TINY, "AB", 10, 20));
    expect(stringWidth(TINY, "@C\u00e4\u0100")).toBe(0);
  });

  it("starts a new line at the start x for \\n; stringWidth is the widest line", () => {
    expect(plotted(TINY, "B\nB", 5, 0)).toEqual(["5,0", "5,1", "5,3", "5,4"]);
    expect(stringWidth(TINY, "B\nAAB\nA")).toBe(8);
  });

  it("refuses inline images (code 0), which it does not mirror", () => {
    expect(() => stringWidth(TINY, "A\0B")).toThrow(/inline images/);
    expect(() => drawString(TINY, "A\0B", 0, 0, () => {})).toThrow(/inline images/);
  });

  it("draws the real fonts: small 'A'", () => {
    expect(render(FONT_SMALL, "A")).toEqual([".#..", "#.#.", "###.", "#.#.", "#.#.", "...."]);
  });
});

describe("parseFontSource rejects malformed sources, naming the line", () => {
  const glyph = (header: string, ...rows: string[]) => [header, ...rows].join("\n");
  it.each([
    ["a row of the wrong width", glyph("height 2\n\nchar 0x41 'A'", "#.", "##."), /^bad\.txt:5: row is 3 wide.*'A'.* is 2/],
    ["too few rows", glyph("height 3\nchar 0x41 'A'", "#.", "#.", "", "char 0x42 'B'"), /^bad\.txt:5: 'A' \(0x41\) has 2 rows, expected 3/],
    ["too many rows", glyph("height 1\nchar 0x41 'A'", "#.", "#."), /^bad\.txt:4: 'A' \(0x41\) has more than 1 rows/],
    ["a stray character", glyph("height 1\nchar 0x41 'A'", "#x"), /^bad\.txt:3: .*'#' and '\.' only/],
    ["a set spacing column", glyph("height 2\nchar 0x41 'A'", "#.", "##"), /^bad\.txt:4: .*rightmost column .* must be clear/],
    ["a code that is not the char", glyph("height 1\nchar 0x42 'A'", "#."), /^bad\.txt:2: 0x42 is not the code of 'A'/],
    ["a duplicate glyph", glyph("height 1\nchar 0x41 'A'", "#.", "char 0x41 'A'", "#."), /^bad\.txt:4: .*already defined on line 2/],
    ["a control char", glyph("height 1\nchar 0x09 '\t'", "#."), /^bad\.txt:2: code 0x09 is a control char/],
    ["a missing height", glyph("char 0x41 'A'", "#."), /^bad\.txt:1: expected "height N"/],
    ["a bad header", glyph("height 1\nglyph A", "#."), /^bad\.txt:2: expected a glyph header/],
  ])("%s", (_name, text, message) => {
    expect(() => parseFontSource(text, "bad.txt")).toThrow(message);
  });

  it("buildFont names the required chars that are missing", () => {
    expect(() => buildFont(TINY_SOURCE, "tiny.txt")).toThrow(/^tiny\.txt: missing glyphs for ' ' \(0x20\), '!' \(0x21\)/);
  });
});

describe("asciiStringLiteral", () => {
  it("escapes quotes, backslashes and non-printable bytes, and reads back the same", () => {
    const s = 'a"\\\x00\x7f\xe4~';
    const literal = asciiStringLiteral(s);
    expect(literal).toBe('"a\\x22\\x5c\\x00\\x7f\\xe4~"');
    expect(JSON.parse(literal.replace(/\\x/g, "\\u00"))).toBe(s);
  });
});

describe("the string table and the fonts", () => {
  it("every character of every text has a glyph in every font", () => {
    for (const [name, font] of Object.entries(GLYPHS)) {
      for (const lang of LANGS) {
        for (const key of textKeys(lang)) {
          for (const ch of text(lang, key)) expect(glyphWidth(font, ch.charCodeAt(0)), `${name} ${lang} ${key}: "${ch}"`).toBeGreaterThan(0);
        }
      }
    }
  });
});
