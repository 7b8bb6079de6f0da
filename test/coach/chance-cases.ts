// Last-round positions for the chance to win (firmware/coach/chance.ts): its test against the
// brute force (chance.test.ts), and the rollouts against the exact chances (there, and in the
// soak for every case).
import type { Column } from "../../firmware/coach/chance";
import type { Rules } from "../../firmware/core";
import { parseState } from "../../sim/cli/state";

// preset, house rules, the players' states (the last round: at most one free box each), the player mid-turn with dice and rolls left
export const CASES: [string, string[], string[], [number, number[], number]?][] = [
  ["kniffel", [], [
    "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=20,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=40,chance=22",
    "ones=2,twos=6,threes=9,fours=12,fives=15,sixes=24,threeKind=20,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=40,kniffel=0",
    "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=20,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=0,kniffel=50,chance=20",
  ]],
  ["kniffel", [], [
    "ones=3,twos=6,threes=9,fours=12,fives=10,threeKind=20,fourKind=15,fullHouse=25,smallStraight=30,largeStraight=40,kniffel=0,chance=22",
    "ones=2,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=25,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=40,kniffel=0",
  ], [0, [6, 6, 6, 2, 1], 2]],
  ["meisterschaft", [], [
    "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=20,fourKind=22,smallStraight=30,largeStraight=40,kniffel=50,chance=22",
    "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=24,threeKind=20,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=40,kniffel=50",
  ]],
  ["yahtzee", [], [
    "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=20,fourKind=0,fullHouse=25,largeStraight=40,kniffel=50,chance=22",
    "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=20,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=40,chance=22",
  ], [1, [2, 3, 4, 5, 5], 1]],
  ["yatzy", [], [
    "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,onePair=10,twoPairs=14,threeKind=12,fourKind=16,smallStraight=15,largeStraight=20,fullHouse=18,chance=20",
    "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,onePair=12,twoPairs=16,threeKind=15,fourKind=0,smallStraight=15,largeStraight=0,fullHouse=18,yatzy=50",
  ]],
  ["tallynight", ["extraKniffelBonus=100"], [
    "ones=3,twos=6,threes=9,fours=12,fives=15,threeKind=20,fourKind=22,fullHouse=25,smallStraight=30,largeStraight=40,kniffel=50,chance=22",
    "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=24,threeKind=20,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=40,kniffel=50",
  ]],
];

/** A case's columns under rules r (a state that does not parse throws). */
export function columnsOf(r: Rules, states: string[]): Column[] {
  return states.map((t) => {
    const st = parseState(t, r, true);
    if ("key" in st) throw new Error(`${st.key} ${st.arg}`);
    return st;
  });
}

/** Where a case's player `i` is mid-turn, their dice and rolls left. */
export function midTurn(turn: [number, number[], number] | undefined, i: number): { dice?: number[]; left?: number } {
  return turn && turn[0] === i ? { dice: turn[1], left: turn[2] } : {};
}
