// "Locker", the easy computer player: plays as a casual person does, with no look-ahead.
//  - It stops rolling when the dice make a fixed-score box that is free (full house, a
//    straight that cannot get longer, a Kniffel);
//  - else it keeps two pairs for a free full house, or the dice towards a straight when one
//    is missing (two, early, with nothing better in hand), or the biggest group (its upper
//    box free first, the higher face on a tie);
//  - it enters where the dice score most against what the box usually brings (PAR), and so
//    strikes the box that is worth least.
// A mistake now and then, from a fixed distribution: of its own ranked choices it takes
// the first with probability 90 %, the second 7 %, the third 3 %, drawn from one random
// word of the game's random source per decision (deterministic under a seed; the word is
// used before the next roll, so nothing is known of the dice to come).
import type { Sheet } from "../core/boxes";
import { isUpper, Kind } from "../core/boxes";
import type { Game } from "../core/game";
import { MAX_ROLLS, options } from "../core/game";
import { Why } from "../core/placement";
import type { Move } from "./players";

/** What a box usually brings a casual player, by Kind (upper boxes: three of the face, in code). */
const PAR = [0, 0, 0, 0, 0, 0, 22, 13, 22, 27, 32, 16, 22, 9, 15, 11, 9, 8, 8, 15, 10];
/** Per cent of decisions that take the second and the third choice. */
const SECOND = 7;
const THIRD = 3;

function par(k: Kind): number {
  return isUpper(k) ? 3 * (k + 1) : PAR[k];
}

/** Does a free box of this kind want a run of five (else of four)? */
function runOfFive(k: Kind): boolean {
  return k === Kind.LargeStraight || k === Kind.YSmallStraight || k === Kind.YLargeStraight;
}

function isStraight(k: Kind): boolean {
  return k === Kind.SmallStraight || runOfFive(k);
}

/** Fixed-score boxes: once the dice make one, rolling on can only lose it. */
function isMade(k: Kind): boolean {
  return k === Kind.FullHouse || k === Kind.YFullHouse || k === Kind.Kniffel || k === Kind.Yatzy || isStraight(k);
}

/** The allowed boxes, best first by points against PAR (the three best, -1 where fewer); the dice's points per box. */
function rankEntries(g: Game, top: number[]): Int16Array {
  const pl = options(g);
  const s = g.sheet;
  const best = [-1e9, -1e9, -1e9];
  top[0] = top[1] = top[2] = -1;
  for (let b = 0; b < s.kinds.length; b++) {
    if (pl.why[b] !== Why.Ok) continue;
    const v = pl.pts[b] - par(s.kinds[b]);
    for (let i = 0; i < 3; i++) {
      if (v > best[i]) {
        for (let j = 2; j > i; j--) {
          best[j] = best[j - 1];
          top[j] = top[j - 1];
        }
        best[i] = v;
        top[i] = b;
        break;
      }
    }
  }
  return pl.pts;
}

/** The held mask of one die of each face in faces (bit f-1: face f), or of every die of them when `all`. */
function holdFaces(g: Game, faces: number, all: boolean): number {
  let held = 0;
  let taken = 0;
  for (let i = 0; i < 5; i++) {
    const f = 1 << (g.dice[i] - 1);
    if (faces & f && (all || !(taken & f))) {
      held |= 1 << i;
      taken |= f;
    }
  }
  return held;
}

/** Whether box kind k is free on the column of the player at turn. */
function freeKind(s: Sheet, sc: Int16Array, off: number, k: Kind): boolean {
  for (let b = 0; b < s.kinds.length; b++) if (s.kinds[b] === k && sc[off + b] < 0) return true;
  return false;
}

/**
 * The keep towards a free straight: the faces present in the best window (bits), or 0 when
 * it is not worth chasing. Windows of five for a run-of-five box, else of four.
 */
function straightKeep(g: Game, present: number, most: number, mostFace: number): number {
  const s = g.sheet;
  const off = g.cur * s.kinds.length;
  let bestFaces = 0;
  let bestNeed = 9;
  for (let b = 0; b < s.kinds.length; b++) {
    const k = s.kinds[b];
    if (g.sc[off + b] >= 0 || !isStraight(k)) continue;
    const len = runOfFive(k) ? 5 : 4;
    // Yatzy's straights are exact runs: 1-5 (small) and 2-6 (large).
    const lo = k === Kind.YLargeStraight ? 2 : 1;
    const hi = k === Kind.YSmallStraight ? 1 : k === Kind.YLargeStraight ? 2 : 7 - len;
    for (let from = lo; from <= hi; from++) {
      const w = ((1 << len) - 1) << (from - 1);
      let have = 0;
      for (let f = 0; f < 6; f++) if (present & w & (1 << f)) have++;
      // On a tie the longer run: it serves both straights.
      if (len - have < bestNeed || (len - have === bestNeed && len === 5)) {
        bestNeed = len - have;
        bestFaces = present & w;
      }
    }
  }
  if (bestNeed <= 1) return bestFaces;
  return bestNeed === 2 && g.roll === 1 && most === 2 && mostFace <= 3 ? bestFaces : 0;
}

/** Locker's move for the dice in hand (after the turn's first roll); `word` gives the mistake draw. */
export function lockerMove(g: Game, word: () => number): Move {
  const u = (word() >>> 0) % 100;
  const pick = u < 100 - SECOND - THIRD ? 0 : u < 100 - THIRD ? 1 : 2;
  const s = g.sheet;
  const off = g.cur * s.kinds.length;
  const top = [-1, -1, -1];
  const pts = rankEntries(g, top);
  const choices: Move[] = [];
  const entry = function (i: number): void {
    if (top[i] >= 0) choices.push({ box: top[i], held: 0 });
  };
  if (g.roll >= MAX_ROLLS) {
    entry(0);
    entry(1);
    entry(2);
  } else {
    const cnt = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 5; i++) cnt[g.dice[i]]++;
    let most = 0;
    let face = 0;
    let present = 0;
    let pairs = 0;
    for (let f = 1; f <= 6; f++) {
      if (cnt[f]) present |= 1 << (f - 1);
      if (cnt[f] === 2) pairs |= 1 << (f - 1);
      // The biggest group; on a tie the face whose upper box is free, then the higher.
      const open = g.sc[off + f - 1] < 0;
      if (cnt[f] > most || (cnt[f] && cnt[f] === most && (open || g.sc[off + face - 1] >= 0))) {
        most = cnt[f];
        face = f;
      }
    }
    const made = top[0] >= 0 && isMade(s.kinds[top[0]]) && pts[top[0]] > 0 &&
      !(s.kinds[top[0]] === Kind.SmallStraight && freeKind(s, g.sc, off, Kind.LargeStraight));
    const run = straightKeep(g, present, most, face);
    let keep = 0;
    if (most === 2 && pairs !== (1 << (face - 1)) && (freeKind(s, g.sc, off, Kind.FullHouse) || freeKind(s, g.sc, off, Kind.YFullHouse))) {
      keep = holdFaces(g, pairs, true); // two pairs
    } else if (run) keep = holdFaces(g, run, false);
    else if (most > 1 || g.sc[off + face - 1] < 0) keep = holdFaces(g, 1 << (face - 1), true);
    // The other way to go: the biggest group after a straight or two pairs, else nothing.
    let other = holdFaces(g, 1 << (face - 1), true);
    if (other === keep) other = 0;
    if (made || keep === 31) {
      entry(0);
      if (keep !== 31) choices.push({ box: -1, held: keep });
      entry(1);
    } else {
      choices.push({ box: -1, held: keep });
      if (other !== 31 && other !== keep) choices.push({ box: -1, held: other });
      entry(0);
    }
  }
  return choices[pick < choices.length ? pick : choices.length - 1];
}
