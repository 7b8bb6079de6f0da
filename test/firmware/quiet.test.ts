// The watch's vibration on the firmware: a roll one short buzz, the next person's turn two,
// the game's end one long, and none at all where the watch is in Quiet Mode (its Settings'
// `quiet` in setting.json: 1 alarms only, 2 silent), whatever the app's own setting. Played
// in lockstep with the simulator (the screens equal at every input).
import { expect, it } from "vitest";
import { finish, turn } from "../../sim/harness";
import { describeFirmware, Lockstep, newWatch } from "./fixture";

/**
 * A lockstep game whose watch has `quiet` in its settings (written once the app runs, as a
 * widget or a schedule would: the app reads it at each buzz), the motor's calls recorded (ms
 * each) in BZ.
 */
function quietly(name: string, board: string, quiet: number): Lockstep {
  const l = new Lockstep(name, 3, false, { watch: newWatch(false, board) });
  l.watch.emu.exec(`var s=require("Storage").readJSON("setting.json",1)||{};s.quiet=${quiet};require("Storage").writeJSON("setting.json",s)`);
  l.watch.emu.exec("global.BZ=[];Bangle.buzz=function(ms){BZ.push(ms);return Promise.resolve()}");
  return l;
}

const buzzes = (l: Lockstep) => l.watch.emu.eval<number[]>("BZ");

/** A one-player game to its end: each turn one roll, the box the sheet proposes. */
function wholeGame(l: Lockstep): Lockstep {
  finish(l);
  l.wait(1000);
  expect(l.screen).toBe("rank");
  return l;
}

for (const board of ["banglejs2", "banglejs3"]) {
  describeFirmware(`vibration and Quiet Mode on the ${board}`, () => {
    it("a roll buzzes once briefly, the next player's turn twice", () => {
      const l = turn(quietly(`buzz-turn-${board}`, board, 0).newGame(2), "11111", "kniffel");
      l.wait(1000);
      expect(l.screen).toBe("handover");
      expect(buzzes(l)).toEqual([30, 60, 60]);
    });

    it("the end of the game buzzes once long", () => {
      const l = wholeGame(quietly(`buzz-end-${board}`, board, 0).newGame(1));
      expect(buzzes(l)).toEqual([...Array(13).fill(30), 400]);
    });

    it("Quiet Mode (quiet 1, alarms only): no buzz at a roll or a turn, the app's vibration on", () => {
      const l = quietly(`quiet-1-${board}`, board, 1).newGame(2);
      turn(turn(l, "11111", "kniffel"), "22222", "kniffel");
      l.wait(1000);
      expect(buzzes(l)).toEqual([]);
    });

    it("Quiet Mode (quiet 2, silent): no buzz in a whole game", () => {
      expect(buzzes(wholeGame(quietly(`quiet-2-${board}`, board, 2).newGame(1)))).toEqual([]);
    });
  });
}
