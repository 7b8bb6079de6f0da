// Rules core figures: scoring throughput, random-play game throughput, log size.
import type { Rules } from "../../firmware/core";
import { baseScore, buildRules, countFaces, isError, logEntries, newGame, serialize, sheetFor } from "../../firmware/core";
import { playGame } from "../../sim/autoplay";
import { sfc32 } from "../../sim/rng";
import type { Figure } from "./measure";
import { perSecond } from "./measure";

function rules(preset: string): Rules {
  const r = buildRules(preset, []);
  if (isError(r)) throw new Error(preset);
  return r;
}

/** The 252 sorted five-dice multisets. */
export function sortedRolls(): number[][] {
  const out: number[][] = [];
  const rec = (d: number[], from: number) => {
    if (d.length === 5) out.push(d.slice());
    else for (let v = from; v <= 6; v++) rec(d.concat([v]), v);
  };
  rec([], 1);
  return out;
}

export function coreFigures(): Figure[] {
  const rolls = sortedRolls();
  const cnt = new Uint8Array(7);
  const kniffel = rules("kniffel");
  const yatzy = rules("yatzy");
  let sink = 0;
  const scores = perSecond(() => {
    let n = 0;
    for (const r of [kniffel, yatzy]) {
      const kinds = sheetFor(r.game).kinds;
      for (const d of rolls) {
        const sum = countFaces(d, cnt);
        for (let b = 0; b < kinds.length; b++) sink += baseScore(kinds[b], cnt, sum, r);
        n += kinds.length;
      }
    }
    return n;
  });
  let seed = 1;
  const games = perSecond(() => {
    const g = newGame({ names: ["Solo"], rules: kniffel, rolloff: false });
    if (isError(g)) throw new Error("setup");
    playGame(g, sfc32(seed++));
    sink += g.turn;
    return 1;
  }, 3000);
  const four = newGame({ names: ["Anna", "Ben", "Carla", "Dominik"], rules: kniffel, rolloff: true });
  if (isError(four)) throw new Error("setup");
  playGame(four, sfc32(4));
  if (sink < 0) throw new Error("unreachable: keeps the measured work alive");
  return [
    { name: "box scores per second (252 rolls x 13 + 15 boxes)", value: Math.round(scores), unit: "/s" },
    { name: "random-play solitaire games per second", value: Math.round(games), unit: "/s", min: 20000 },
    { name: "serialised game log, 4 players with roll-off", value: serialize(four).length, unit: "bytes" },
    { name: "  of which log entries", value: logEntries(four).length, unit: "entries" },
  ];
}
