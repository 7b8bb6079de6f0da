// The rolls' entry lists of the advice to win (firmware/coach/win-keys.ts): each roll's entries
// are exactly the boxes it scores in with those points (read here off place() itself), every
// one a box the roll fits (the roll loop relies on it: the strike rule never removes one), and
// the file a watch is sent holds the lists of its tables' variants, which it reads back as made.
import { describe, expect, it } from "vitest";
import { baseVariants } from "../../build/coach-setup";
import { winKeysFile } from "../../build/storage-files";
import { rollFaces } from "../../firmware/coach/dice";
import { baseCode } from "../../firmware/coach/table";
import { newCoach } from "../../firmware/coach/turn";
import { decodeWinKeys, encodeWinKeys, PTS, winKeys } from "../../firmware/coach/win-keys";
import { newPlacement, place, Why } from "../../firmware/core/placement";
import { presetRules } from "../../firmware/core";
import type { Rules } from "../../firmware/core";

const list = (a: ArrayLike<number>) => Array.from(a);

describe("the rolls' entry lists of the advice to win", () => {
  it("list, for every variant and roll, the boxes it scores in (as place() says on an empty sheet), each one it fits", () => {
    for (const rules of baseVariants()) {
      const c = newCoach(rules, false);
      const k = winKeys(c);
      const pl = newPlacement();
      const sc = new Int16Array(c.n).fill(-1);
      expect(k.entry.length).toBeLessThan(256);
      for (let r = 0; r < 252; r++) {
        place(c.sheet, rules, sc, 0, rollFaces(c.dice, r, new Uint8Array(5)), pl);
        const want: number[] = [];
        for (let b = 0; b < c.n; b++) {
          if (pl.pts[b] > 0) {
            expect(pl.why[b], `${JSON.stringify(rules)}: roll ${r}, box ${b}`).toBe(Why.Ok);
            want.push(b * PTS + pl.pts[b]);
          }
        }
        const got = list(k.key.subarray(k.start[r], k.start[r + 1])).map((i) => k.entry[i]);
        expect(got).toEqual(want);
      }
    }
  });

  it("are read back from a file as made; a variant not in it, or another file, gives none", () => {
    const variants = baseVariants().slice(0, 3);
    const lists = variants.map((r) => winKeys(newCoach(r, false)));
    const bytes = encodeWinKeys(variants.map(baseCode), lists);
    variants.forEach((r, i) => {
      const k = decodeWinKeys(bytes.buffer as ArrayBuffer, baseCode(r))!;
      expect(list(k.start)).toEqual(list(lists[i].start));
      expect(list(k.key)).toEqual(list(lists[i].key));
      expect(list(k.entry)).toEqual(list(lists[i].entry));
    });
    expect(decodeWinKeys(bytes.buffer as ArrayBuffer, baseCode(baseVariants()[5]))).toBeNull();
    const other = bytes.slice();
    other[0] = 0x58;
    expect(decodeWinKeys(other.buffer as ArrayBuffer, baseCode(variants[0]))).toBeNull();
    expect(decodeWinKeys(bytes.slice(0, bytes.length - 100).buffer as ArrayBuffer, baseCode(variants[2]))).toBeNull();
  });

  it("are in a watch's file for the preset whose table it stores", () => {
    const rules = presetRules("kniffel") as Rules;
    const f = winKeysFile("kniffel", ["kniffel"]);
    expect(f.name).toBe("kniffel.wk");
    const data = new Uint8Array(f.data).slice();
    const k = decodeWinKeys(data.buffer as ArrayBuffer, baseCode(rules))!;
    expect(list(k.key)).toEqual(list(winKeys(newCoach(rules, false)).key));
  });
});
