// Test helper: reads half-block terminal lines back into per-pixel colour keys, so the
// tests check what a terminal would show, independently of how the lines were encoded.
import type { Palette } from "../../hal/palette";
import { boardIds, profileFor } from "../../sim/profiles";

/** Colour keys of the top and bottom pixel rows of one line: "rgb:r,g,b", "256:n", "16:n" or "default". */
export function decodeLine(line: string): { top: string[]; bottom: string[] } {
  let fg = "default";
  let bg = "default";
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i < line.length; i++) {
    if (line[i] === "\x1b") {
      const end = line.indexOf("m", i);
      if (line[i + 1] !== "[" || end < 0) throw new Error(`unexpected escape at ${i}: ${JSON.stringify(line.slice(i, i + 12))}`);
      const p = line.slice(i + 2, end).split(";").map(Number);
      for (let k = 0; k < p.length; k++) {
        const n = p[k];
        if (n === 0) fg = bg = "default";
        else if (n === 38 || n === 48) {
          const key = p[k + 1] === 2 ? `rgb:${p[k + 2]},${p[k + 3]},${p[k + 4]}` : `256:${p[k + 2]}`;
          k += p[k + 1] === 2 ? 4 : 2;
          if (n === 38) fg = key;
          else bg = key;
        } else if (n >= 30 && n <= 37) fg = `16:${n - 30}`;
        else if (n >= 40 && n <= 47) bg = `16:${n - 40}`;
        else throw new Error(`unexpected SGR ${n}`);
      }
      i = end;
      continue;
    }
    // Which colour each glyph shows in its upper and lower half.
    const halves: { [glyph: string]: [string, string] } = { "\u2580": [fg, bg], "\u2584": [bg, fg], "\u2588": [fg, fg], " ": [bg, bg] };
    const h = halves[line[i]];
    if (!h) throw new Error(`unexpected char ${JSON.stringify(line[i])}`);
    top.push(h[0]);
    bottom.push(h[1]);
  }
  return { top, bottom };
}

/** A reproducible pixel pattern (a small LCG), so the tests need no fixtures. */
export function pattern(w: number, h: number, colours: number, seed = 1): Uint8Array {
  const px = new Uint8Array(w * h);
  let s = seed;
  for (let i = 0; i < px.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    px[i] = (s >>> 16) % colours;
  }
  return px;
}

/** The palette of the config's first board with a `bpp`-bit screen (the pictures' tests draw on each depth the boards have). */
export function paletteOfDepth(bpp: number): Palette {
  const id = boardIds().find((b) => profileFor(b).bpp === bpp);
  if (!id) throw new Error(`no board has a ${bpp}-bit screen`);
  return profileFor(id).palette;
}
