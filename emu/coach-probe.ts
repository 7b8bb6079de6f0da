// The coach on the watch, measured: a hook that records the heap between the pieces of a
// coach job, and the way a watch user asks (the button held: the game menu, then taps). The
// firmware coach tests and the bench (build/bench/firmware.ts) share it.
import type { Lockstep } from "./lockstep";

/** What the heap may keep after a coach screen is left (the message or lines drawn, a few strings). */
export const LEFTOVER = 60;
/** The game menu's coach items after a roll: Tipp, Alle Optionen, Chancen. */
export const HINT = 0;
export const OPTIONS = 1;
export const ODDS = 2;

/**
 * A test hook on the watch: the heap in use (after a garbage collection) at every setTimeout,
 * i.e. between the pieces of a coach job, while the engine is alive; the highest is kept.
 * With `cancelAt`, a tap arrives right after the n-th setTimeout from now.
 */
const PROBE =
  "global.__peak=0;global.__n=0;global.__tapAt=0;var __st=setTimeout;" +
  "global.setTimeout=function(f,ms){var u=process.memory().usage;if(u>__peak)__peak=u;__n++;" +
  'if(__tapAt&&__n===__tapAt){__tapAt=0;__st(function(){Bangle.emit("touch",1,{x:88,y:88,type:0})},0)}return __st(f,ms)}';

export function probe(l: Lockstep): void {
  l.watch.emu.exec(PROBE);
}

/** The highest heap use seen between coach pieces since the last call. */
export function peak(l: Lockstep): number {
  const p = l.watch.emu.eval<number>("__peak");
  l.watch.emu.exec("__peak=0");
  return p;
}

/**
 * Opens a coach item from the game menu (button held, then taps); `choose` makes the
 * choosing press, the question itself (the bench measures its work, on a watch without the
 * probe: the probe's garbage collection at every piece would count as the coach's work).
 */
export function open(l: Lockstep, item: number, choose = (press: () => void) => press()): void {
  l.press("back", true).times("down", item);
  choose(() => l.press("ok"));
}

/** open() on a probed watch, with the heap figures. */
export function ask(l: Lockstep, item: number): { peak: number; on: number } {
  peak(l);
  open(l, item);
  return { peak: peak(l), on: l.watch.usage() };
}

/** Leaves a coach screen (or dismisses the hint) with the button; the heap then. */
export function leave(l: Lockstep): number {
  l.press("back");
  return l.watch.usage();
}


/** A new game of 1 player under the Kniffel preset with free striking (the house rule menu's second switch). */
export function houseGame(l: Lockstep): Lockstep {
  l.press("ok").times("down", 3).press("ok"); // Neues Spiel, Hausregeln
  l.press("down").press("ok").press("back"); // Streichen jederzeit: ja
  return l.times("down", 4).press("ok"); // past Würfel, Start auswürfeln, Gerät spielt: Los!
}
