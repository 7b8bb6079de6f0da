// Offline tuner of the compact coach (not a test suite): fits the model of compact.ts to
// the exact value tables and writes firmware/coach/compact-params.ts.
//
//   npx tsx test/coach/tune.ts [PRESET ...]        (default: every preset; ~1 min each)
//
// For each preset: plays GAMES solitaire games with the exact coach; every sheet met at the
// start of a turn gives the sheets one entry later (every free box; upper boxes with 0..5
// dice of their face, the Kniffel box with 0 or 50), the states between which a hint
// chooses. The model is fitted to their exact values (least squares, weighted by how often
// a state came up, Adam on the whole batch), then rounded to the stored precision.
// Presets named on the command line are tuned again; the others keep their stored values.
import { readFileSync, writeFileSync } from "node:fs";
import { solveValues } from "../../firmware/coach/solve";
import type { ValueOf } from "../../firmware/coach/state";
import { stateIndex, stateSpace } from "../../firmware/coach/state";
import { rulesetId, tableValues } from "../../firmware/coach/table";
import { adviseGame, newCoach } from "../../firmware/coach/turn";
import type { CompactParams } from "../../firmware/coach/compact-layout";
import { compactParams } from "../../firmware/coach/compact-params";
import type { Game, Rules } from "../../firmware/core";
import { buildRules, isError, newGame, Phase, PRESET_IDS, UPPER_BOXES, UPPER_TARGET } from "../../firmware/core";
import { playTurnBy } from "../../sim/follow";
import { sfc32 } from "../../sim/rng";

const GAMES = 1000;
const ITERATIONS = 2500;
const OUT = new URL("../../firmware/coach/compact-params.ts", import.meta.url);

/** The exact values of a rule set: the table in dist/tables if it is there, else solved. */
export function exactValues(rules: Rules): ValueOf {
  try {
    const v = tableValues(rules, new Uint8Array(readFileSync(new URL(`../../dist/tables/${rulesetId(rules)}.bin`, import.meta.url))));
    if (v) return v;
  } catch (_e) {
    // no table file: solve below
  }
  const values = solveValues(rules, 0);
  return (i) => values[i];
}

interface Samples {
  filled: Int32Array;
  upper: Int16Array;
  h50: Uint8Array;
  value: Float64Array;
  weight: Float64Array;
  count: number;
}

/** The sheets one entry after those met in `games` exactly played games, with their exact values. */
export function collectSamples(rules: Rules, value: ValueOf, games: number, seed: number): Samples {
  const c = newCoach(rules);
  const space = stateSpace(rules);
  const n = c.n;
  const full = (1 << n) - 1;
  const five = rules.extraKniffel === "none" ? -1 : c.sheet.fiveBox;
  const found = new Map<string, number>();
  const list: { filled: number; upper: number; h50: boolean; v: number; w: number }[] = [];
  const add = (filled: number, upper: number, h50: boolean) => {
    if (filled === full) return;
    // States alike for the table may differ for the model (the capped sum): key by both.
    const key = filled + "/" + Math.min(upper, UPPER_TARGET) + "/" + h50;
    const at = found.get(key);
    if (at !== undefined) {
      list[at].w++;
      return;
    }
    found.set(key, list.length);
    list.push({ filled, upper: Math.min(upper, UPPER_TARGET), h50, v: value(stateIndex(space, filled, upper, h50)), w: 1 });
  };
  const next = sfc32(seed);
  for (let i = 0; i < games; i++) {
    const g = newGame({ names: ["A"], rules, rolloff: false }) as Game;
    while (g.ph !== Phase.Over) {
      let filled = 0;
      let upper = 0;
      for (let b = 0; b < n; b++) {
        if (g.sc[b] < 0) continue;
        filled |= 1 << b;
        if (b < UPPER_BOXES) upper += g.sc[b];
      }
      const h50 = g.sc[c.sheet.fiveBox] > 0;
      for (let b = 0; b < n; b++) {
        if (filled & (1 << b)) continue;
        if (b < UPPER_BOXES) for (let k = 0; k <= 5; k++) add(filled | (1 << b), upper + k * (b + 1), h50);
        else if (b === five) [false, true].forEach((x) => add(filled | (1 << b), upper, x));
        else add(filled | (1 << b), upper, h50);
      }
      playTurnBy(g, (at) => adviseGame(c, at, value)[0], next);
    }
  }
  return {
    filled: Int32Array.from(list, (s) => s.filled),
    upper: Int16Array.from(list, (s) => s.upper),
    h50: Uint8Array.from(list, (s) => (s.h50 ? 1 : 0)),
    value: Float64Array.from(list, (s) => s.v),
    weight: Float64Array.from(list, (s) => s.w),
    count: list.length,
  };
}

/** Parameters as one vector: t[n], s[n], a[6], c[6], x. */
function pack(p: CompactParams): number[] {
  return p.t.concat(p.s, p.a, p.c, [p.x]);
}

function unpack(v: ArrayLike<number>, n: number): CompactParams {
  const a = Array.prototype.slice.call(v) as number[];
  return { t: a.slice(0, n), s: a.slice(n, 2 * n), a: a.slice(2 * n, 2 * n + 6), c: a.slice(2 * n + 6, 2 * n + 12), x: a[2 * n + 12] };
}

/** Least-squares fit of the model to the samples; returns the parameters and the RMS error. */
export function fit(rules: Rules, s: Samples, iterations: number): { p: CompactParams; rmse: number } {
  const n = rules.game === "yatzy" ? 15 : 13;
  const bonus = rules.game === "yatzy" ? 50 : 35;
  const extra = rules.extraKniffel !== "none";
  const theta = Float64Array.from(pack(compactParams(rules)));
  const m = new Float64Array(theta.length);
  const v = new Float64Array(theta.length);
  const grad = new Float64Array(theta.length);
  let total = 0;
  for (let i = 0; i < s.count; i++) total += s.weight[i];
  let rmse = 0;
  for (let it = 0; it < iterations; it++) {
    grad.fill(0);
    let loss = 0;
    for (let i = 0; i < s.count; i++) {
      const filled = s.filled[i];
      let free = 0;
      for (let b = 0; b < n; b++) if (!(filled & (1 << b))) free++;
      let pred = 0;
      let k = 0;
      let d = s.upper[i] - UPPER_TARGET;
      for (let b = 0; b < n; b++) {
        if (filled & (1 << b)) continue;
        pred += theta[b] + theta[n + b] * free;
        if (b < UPPER_BOXES) {
          k++;
          d += 3 * (b + 1);
        }
      }
      let sig = 0;
      if (k && s.upper[i] < UPPER_TARGET) {
        sig = 1 / (1 + Math.exp(-(theta[2 * n + k - 1] + theta[2 * n + 6 + k - 1] * d)));
        pred += bonus * sig;
      }
      const xk = s.h50[i] && extra ? free : 0;
      pred += theta[2 * n + 12] * xk;
      const e = pred - s.value[i];
      loss += s.weight[i] * e * e;
      const ge = (2 * s.weight[i] * e) / total;
      for (let b = 0; b < n; b++) {
        if (filled & (1 << b)) continue;
        grad[b] += ge;
        grad[n + b] += ge * free;
      }
      if (sig) {
        const dz = bonus * sig * (1 - sig);
        grad[2 * n + k - 1] += ge * dz;
        grad[2 * n + 6 + k - 1] += ge * dz * d;
      }
      grad[2 * n + 12] += ge * xk;
    }
    rmse = Math.sqrt(loss / total);
    const lr = it < iterations * 0.7 ? 0.05 : 0.01;
    for (let j = 0; j < theta.length; j++) {
      m[j] = 0.9 * m[j] + 0.1 * grad[j];
      v[j] = 0.999 * v[j] + 0.001 * grad[j] * grad[j];
      const mh = m[j] / (1 - 0.9 ** (it + 1));
      const vh = v[j] / (1 - 0.999 ** (it + 1));
      theta[j] -= (lr * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  return { p: unpack(theta.map((x) => +x.toFixed(3)), n), rmse };
}

/** The source of compact-params.ts with these parameters per preset. */
export function paramsSource(byPreset: { [preset: string]: CompactParams }): string {
  const rows = PRESET_IDS.map((id) => `  ${id}: [${pack(byPreset[id]).join(", ")}],`);
  return `// The compact coach's model (compact.ts) per rule preset, fitted to the exact value tables by
// test/coach/tune.ts (generated: run \`npx tsx test/coach/tune.ts\` to tune again). House rules
// use their preset's values. Per preset one list: t[n] (value of a free box, points), s[n]
// (its change per free box), a[6] and c[6] (upper bonus logistic by the number of free upper
// boxes: offset, slope per point ahead of par), x (value per free box of a 50 in the Kniffel box).
import { Rules } from "../core/rules";
import { CompactParams, paramsOf } from "./compact-layout";

/** Per preset the model's numbers in one list (device builds keep them in a Storage file). */
export const PARAMS: { [preset: string]: number[] } = {
${rows.join("\n")}
};

export function compactParams(rules: Rules): CompactParams {
  return paramsOf(PARAMS[rules.preset], rules);
}
`;
}

function main(): void {
  const presets = process.argv.slice(2).length ? process.argv.slice(2) : PRESET_IDS.slice();
  const byPreset: { [preset: string]: CompactParams } = {};
  for (const id of PRESET_IDS) {
    const r = buildRules(id, []);
    if (isError(r)) throw new Error(id);
    byPreset[id] = compactParams(r);
  }
  for (const id of presets) {
    const r = buildRules(id, []);
    if (isError(r)) throw new Error(`unknown preset ${id}`);
    const start = performance.now();
    const samples = collectSamples(r, exactValues(r), GAMES, 11);
    const f = fit(r, samples, ITERATIONS);
    byPreset[id] = f.p;
    console.log(`${id}: ${samples.count} states, RMS error ${f.rmse.toFixed(3)} points, ${((performance.now() - start) / 1000).toFixed(0)} s`);
  }
  writeFileSync(OUT, paramsSource(byPreset));
  console.log(`written ${OUT.pathname}`);
}

if (process.argv[1]?.endsWith("tune.ts")) main();
