// What drawing costs the device: display operations and pixels changed per frame of the
// dice and sheet screens (a Pixl.js sends only changed rows), and headless presses per second.
import { startApp } from "../../firmware/app/app";
import { newAdvisor } from "../../firmware/coach/advisor";
import { ANIM_FRAMES, ANIM_MS } from "../../firmware/app/play";
import type { Rules } from "../../firmware/core";
import { buildRules, newPlacement, place, possiblePoints, sheetFor } from "../../firmware/core";
import type { Button } from "../../hal/input";
import { BUTTONS } from "../../hal/input";
import { createSimHal } from "../../sim/hal";
import { ALL_FEATURES, openSheet, Player, roll, testProfile } from "../../sim/harness";
import { sfc32 } from "../../sim/rng";
import { sortedRolls } from "./core";
import type { Figure } from "./measure";
import { perSecond } from "./measure";

/** The full game on the Pixl.js's four buttons (the edition as built lacks own dice, measured here). */
function device(seed: number) {
  const profile = testProfile(ALL_FEATURES);
  const sim = createSimHal({ profile, seed, virtual: true });
  const app = startApp(sim.hal, profile, newAdvisor(null));
  const press = (b: Button, long = false) => {
    sim.press(b, long);
    sim.clock.advance!(1000);
  };
  /** Counters of the frames drawn by `act`, divided by the number of frames. */
  const cost = (act: () => void): { ops: number; px: number; rows: number } => {
    sim.fb.resetCounters();
    const flips = sim.fb.flips;
    act();
    const frames = Math.max(1, sim.fb.flips - flips);
    const per = (n: number) => Math.round(n / frames);
    return { ops: per(sim.fb.ops), px: per(sim.fb.netChanged), rows: per(sim.fb.rowsSent) };
  };
  return { sim, app, press, cost };
}

/**
 * The round watch's lists turn like a wheel: a step of the cursor draws the rows again where
 * they were, not the screen (the title and the keys' labels stay). Per step on the Bangle.js 3,
 * and per full draw of the same list (coming back to it from a screen opened on it): display
 * operations, and pixels written over (each pixel that took another colour, counted each time:
 * a full draw clears the screen first). A step may write at most half of what a full draw does.
 */
function wheelFigures(): Figure[] {
  const p = new Player(1, "banglejs3");
  const cost = (act: () => void): { ops: number; px: number } => {
    p.sim.fb.resetCounters();
    const flips = p.sim.fb.flips;
    act();
    const frames = Math.max(1, p.sim.fb.flips - flips);
    return { ops: Math.round(p.sim.fb.ops / frames), px: Math.round(p.sim.fb.changed / frames) };
  };
  const out: Figure[] = [];
  const figures = (name: string, step: { ops: number; px: number }, full: { ops: number; px: number }): void => {
    out.push(
      { name: `Bangle.js 3 ${name}, wheel step: display operations`, value: step.ops, unit: "ops" },
      { name: `Bangle.js 3 ${name}, wheel step: pixels written over`, value: step.px, unit: "px", max: Math.round(0.5 * full.px) },
      { name: `Bangle.js 3 ${name}, drawn in full: display operations`, value: full.ops, unit: "ops" },
      { name: `Bangle.js 3 ${name}, drawn in full: pixels written over`, value: full.px, unit: "px" },
    );
  };
  const full = (open: () => void): { ops: number; px: number } => {
    open();
    return cost(() => p.press("back"));
  };
  figures("main menu", cost(() => p.press("down")), full(() => p.press("ok")));
  openSheet(roll(p.press("up").newGame(1)));
  figures("sheet", cost(() => p.press("down")), full(() => p.press("back", true)));
  return out;
}

export function screenFigures(): Figure[] {
  const d = device(1);
  d.press("ok"); // new game
  d.press("up");
  d.press("ok"); // Los!
  d.press("back"); // first roll
  const cursor = d.cost(() => d.press("down"));
  const anim = d.cost(() => {
    d.sim.press("back");
    d.sim.clock.advance!(ANIM_FRAMES * ANIM_MS - 1); // the tumbling frames only
  });
  d.sim.clock.advance!(1000);
  const sheetOpen = d.cost(() => d.press("ok", true));
  const sheetMove = d.cost(() => d.press("down"));

  const f = device(2);
  const next = sfc32(3);
  const presses = perSecond(() => {
    for (let i = 0; i < 100; i++) {
      const w = next();
      f.sim.press(BUTTONS[w & 3], (w & 0x70) === 0x70);
      f.sim.clock.advance!(500);
    }
    return 100;
  });
  const frame = (name: string, c: { ops: number; px: number; rows: number }): Figure[] => [
    { name: name + ": display operations", value: c.ops, unit: "ops" },
    { name: name + ": pixels changed", value: c.px, unit: "px" },
    { name: name + ": LCD rows sent", value: c.rows, unit: "rows" },
  ];
  // Idle: wake-ups in the first minute after a press, and per minute once asleep.
  const idle = device(4);
  idle.press("ok");
  const clock = idle.sim.clock;
  const start = clock.fired!();
  clock.advance!(60000);
  const firstMinute = clock.fired!() - start;
  clock.advance!(4 * 60000);
  const asleep = clock.fired!();
  clock.advance!(10 * 60000);
  const perMinuteAsleep = (clock.fired!() - asleep) / 10;

  // Own dice: presses to enter each of the 252 rolls (ascending) and score it.
  const entryPresses: number[] = [];
  const rolls = sortedRolls().map((d) => d.join(""));
  for (const roll of rolls) {
    const o = device(5);
    o.press("ok");
    for (const b of ["down", "down", "down", "down", "ok", "down", "down", "down", "ok"] as Button[]) o.press(b); // Würfel: Eigene; past Start auswürfeln, Gerät spielt: Los!
    let n = 0;
    let face = 1;
    for (const ch of roll) {
      for (; face < +ch; face++, n++) o.press("up");
      o.press("ok");
      n++;
    }
    o.press("ok"); // the sheet's cursor waits on the best box
    n++;
    if (o.app.dump().game?.log.length !== 2) throw new Error("entry of " + roll + " went wrong");
    entryPresses.push(n);
  }
  const mean = entryPresses.reduce((a, b) => a + b, 0) / entryPresses.length;

  // Own dice, points entered directly: for each roll the box worth most, its points picked.
  const kniffel = buildRules("kniffel", []) as Rules;
  const sheet = sheetFor("kniffel");
  const pointPresses: number[] = [];
  for (const roll of rolls) {
    const pl = place(sheet, kniffel, new Int16Array(13).fill(-1), 0, roll.split("").map(Number), newPlacement());
    let box = 0;
    for (let b = 0; b < 13; b++) if (pl.pts[b] > pl.pts[box]) box = b;
    const values = possiblePoints(sheet.kinds[box], kniffel);
    const o = device(5);
    o.press("ok");
    for (const b of ["down", "down", "down", "down", "ok", "down", "down", "down", "ok"] as Button[]) o.press(b);
    let n = 0;
    const go = (b: Button, times: number, long = false) => {
      for (let i = 0; i < times; i++, n++) o.press(b, long);
    };
    go("up", 1, true); // to the sheet: the cursor is on the first free box
    if (box <= 13 - box) go("down", box);
    else go("up", 13 - box);
    go("ok", 1, true); // the box's points
    const at = values.indexOf(pl.pts[box]);
    if (at <= values.length - at) go("down", at);
    else go("up", values.length - at);
    go("ok", 1);
    if (o.app.dump().game?.log[0] !== `p${box}=${pl.pts[box]}`) throw new Error("points entry of " + roll + " went wrong");
    pointPresses.push(n);
  }
  const pointsMean = pointPresses.reduce((a, b) => a + b, 0) / pointPresses.length;

  return [
    { name: "own dice: presses to enter a roll and score it, mean of 252", value: Math.round(mean * 10) / 10, unit: "presses" },
    { name: "own dice: presses to enter a roll and score it, most", value: Math.max(...entryPresses), unit: "presses" },
    { name: "own dice: presses to enter the points of a roll directly, mean of 252", value: Math.round(pointsMean * 10) / 10, unit: "presses" },
    { name: "own dice: presses to enter the points of a roll directly, most", value: Math.max(...pointPresses), unit: "presses" },
    { name: "timer wake-ups in the first idle minute (Pixl.js)", value: firstMinute, unit: "" },
    { name: "timer wake-ups per idle minute once asleep", value: perMinuteAsleep, unit: "", max: 0 },
    ...frame("dice screen, cursor move", cursor),
    ...frame("dice roll animation, per frame", anim),
    ...frame("sheet screen opened", sheetOpen),
    ...frame("sheet screen, cursor move", sheetMove),
    { name: "headless presses per second (simulator)", value: Math.round(presses), unit: "/s" },
    ...wheelFigures(),
  ];
}
