// The coach's set-up file: the tables a device maps from flash are the ones the engines build.
import { describe, expect, it } from "vitest";
import { baseVariants, coachSetupBytes, partsOf } from "../../build/coach-setup";
import { diceTables } from "../../firmware/coach/dice";
import { newLean } from "../../firmware/coach/lean";
import { newOdds } from "../../firmware/coach/odds";
import { decodeSetup } from "../../firmware/coach/setup";
import { upperClasses } from "../../firmware/coach/state";
import { baseCode } from "../../firmware/coach/table";
import { newCoach } from "../../firmware/coach/turn";
import type { Rules } from "../../firmware/core";
import { PRESET_IDS, presetRules } from "../../firmware/core";

const list = (a: ArrayLike<number>) => Array.from(a);

describe("coach set-up file", () => {
  const bytes = coachSetupBytes();
  const s = decodeSetup(partsOf(bytes.buffer as ArrayBuffer), bytes.length)!;

  it("decodes to the tables dice.ts, lean.ts and state.ts build", () => {
    expect(s).not.toBeNull();
    const d = diceTables();
    expect(list(s.dice.key)).toEqual(list(d.key));
    expect(list(s.dice.add)).toEqual(list(d.add));
    expect(list(s.dice.prob)).toEqual(list(d.prob));
    expect(list(s.dice.fiveEqual)).toEqual(list(d.fiveEqual));
    const l = newLean();
    expect(list(s.lean.rollKey)).toEqual(list(l.rollKey));
    expect(list(s.lean.add)).toEqual(list(l.add));
    const u = upperClasses();
    expect(s.upper.count).toBe(u.count);
    expect(list(s.upper.index)).toEqual(list(u.index));
    expect(list(s.upper.sum)).toEqual(list(u.sum));
    expect(list(s.upper.first)).toEqual(list(u.first));
  });

  it("holds every variant's per-roll base as newCoach and newOdds read it off the rules, for every preset and house rule", () => {
    const all = [...baseVariants(), ...PRESET_IDS.map((id) => presetRules(id) as Rules)];
    for (const rules of all) {
      const id = JSON.stringify(rules);
      const b = s.base(baseCode(rules))!;
      expect(b, id).not.toBeNull();
      const c = newCoach(rules);
      const o = newOdds(rules);
      expect(b.n, id).toBe(c.n);
      expect(list(b.basePts), id).toEqual(list(c.basePts));
      expect(list(b.baseSlot), id).toEqual(list(c.baseSlot));
      expect(list(b.fit), id).toEqual(list(c.fit));
      expect(list(b.five), id).toEqual(list(c.five));
      expect(list(b.scoring), id).toEqual(list(c.scoring));
      expect(list(b.made), id).toEqual(list(o.base));
      expect(list(b.fives), id).toEqual(list(o.fives));
      expect(list(b.cols), id).toEqual(list(o.cols));
    }
    expect(new Set(baseVariants().map(baseCode)).size).toBe(9); // Yatzy, and the Kniffel game with 3 switches
  });

  it("no view starts past 64 KB of the part it is made over (Espruino keeps the offset in 16 bits)", () => {
    expect(bytes.length).toBeGreaterThan(65536); // the file is larger: its records are mapped as parts of their own
    const records = baseVariants().map((r) => s.base(baseCode(r))!);
    const views = [...Object.values(s.dice), ...Object.values(s.lean), ...Object.values(s.upper), ...records.flatMap((r) => Object.values(r))];
    const typed = views.filter((v) => ArrayBuffer.isView(v)) as ArrayBufferView[];
    expect(typed.length).toBeGreaterThan(80);
    for (const v of typed) expect(v.byteOffset).toBeLessThan(65536);
  });

  it("every section starts 8-aligned, and a damaged file is refused", () => {
    const b = s.base(baseCode(presetRules("yatzy") as Rules))!;
    for (const view of [s.dice.key, s.dice.add, s.dice.prob, s.lean.add, s.upper.index, b.fit, b.made]) expect(view.byteOffset % 8).toBe(0);
    const bad = bytes.slice();
    bad[0] = 0;
    expect(decodeSetup(partsOf(bad.buffer as ArrayBuffer), bad.length)).toBeNull();
    expect(decodeSetup(partsOf(bytes.slice(0, 1000).buffer as ArrayBuffer), 1000)).toBeNull();
  });
});

describe("engines on the set-up file, as on a device", () => {
  it("give exactly the options, odds and step counts they give with their own tables", async () => {
    const { advise } = await import("../../firmware/coach/turn");
    const { adviseCompact, newCompact } = await import("../../firmware/coach/compact");
    const { odds, newOddsResult } = await import("../../firmware/coach/odds");
    const { installSetup } = await import("../../firmware/coach/setup");
    const { sfc32 } = await import("../../sim/rng");
    const { rules: rulesOf } = await import("../core/helpers");
    const value = (i: number) => ((i * 2654435761) >>> 0) % 30001 / 100;
    // Positions: random sheets, dice, holds and rolls left under presets and a house-rule variant.
    const sets = [rulesOf("kniffel", []), rulesOf("yahtzee", []), rulesOf("yatzy", []), rulesOf("kniffel", ["voluntaryStrike=true"]), rulesOf("kniffel", ["fullHouseScoresSum=true", "kniffelIsFullHouse=true"])];
    const next = sfc32(7);
    const cases: { r: Rules; sc: Int16Array; dice: number[]; held: number; left: number }[] = [];
    for (const r of sets) {
      for (let k = 0; k < 12; k++) {
        const n = r.game === "yatzy" ? 15 : 13;
        const sc = new Int16Array(n).fill(-1);
        for (let b = 0; b < n; b++) if ((next() >>> 0) % 3 === 0) sc[b] = b < 6 ? ((next() >>> 0) % 6) * (b + 1) : 0;
        const dice = [0, 0, 0, 0, 0].map(() => 1 + ((next() >>> 0) % 6));
        cases.push({ r, sc, dice, held: (next() >>> 0) % 32, left: (next() >>> 0) % 3 });
      }
    }
    const answers = () =>
      cases.map((x) => {
        const c = newCoach(x.r);
        const m = newCompact(x.r);
        const o = newOdds(x.r);
        const exact = advise(c, x.sc, 0, 0, x.dice, x.left, value);
        const compact = adviseCompact(m, x.sc, 0, 0, x.dice, x.left);
        const chances = odds(o, x.sc, 0, x.dice, x.held, x.left, newOddsResult(x.sc.length));
        // Not the compact's count of boxes scored: with the file it takes the shared pass (last-roll.ts).
        return JSON.stringify({ exact, compact, steps: m.steps, best: list(chances.best), roll: list(chances.roll), five: chances.five, os: chances.steps });
      });
    const own = answers();
    const file = coachSetupBytes();
    const s = decodeSetup(partsOf(file.buffer as ArrayBuffer), file.length)!;
    installSetup(s);
    const kniffel = rulesOf("kniffel", []);
    expect(newCoach(kniffel).basePts).toBe(s.base(baseCode(kniffel))!.basePts); // really the file's
    expect(answers()).toEqual(own);
  });
});
