// Tournament mode on both watches' firmware: the console closed for the whole game however it
// is played (touch, buttons, a restart in the middle), open again when the game ends or the app
// is left (its own exit, load(), a fast load), with Gadgetbridge's messages still let through
// and no Bluetooth service touched. The driver keeps its line to the watch through USB's data
// while the console is closed (emu/console-bridge.ts); the screens stay the simulator's.
import { expect, it } from "vitest";
import { heapBudget } from "../../emu/memory";
import { APP_FILE } from "../../emu/watch";
import type { Watch } from "../../emu/watch";
import { finish, menuLine, roll, tournament } from "../../sim/harness";
import { describeFirmware, Lockstep, newWatch } from "./fixture";
import { fuzzFrom } from "./fuzz";

/** A watch of `board` whose driver reads it with the console closed. */
function bridged(name: string, board: string, seed: number): Lockstep {
  return new Lockstep(name, seed, true, { watch: newWatch(false, board).bridged() });
}

/** Bluetooth "data" handlers on the watch (the app's while it passes Gadgetbridge's lines on). */
const dataHandlers = (w: Watch) => w.emu.eval<number>("(function(a){return a===undefined?0:typeof a==='function'?1:a.length})(Bluetooth['#ondata'])");

/** Sets nothing but the app: no Bluetooth service was changed (the bridge counts the calls). */
const services = (w: Watch) => w.emu.eval<number>("__svc");

describeFirmware("tournament mode on the Bangle.js 2, played by touch", () => {
  it("closes the console from the first roll by a tap, keeps it closed through a restart, opens it where the app is left", () => {
    const l = tournament(bridged("tour-b2", "banglejs2", 21));
    const w = l.watch;
    expect(w.console()).toBe("USB");
    // Neues Spiel, then Los! (chosen, then started) by taps on the menus' lines, no key.
    l.tap(...menuLine(0)).tap(...menuLine(7)).tap(...menuLine(7));
    expect([l.screen, w.console()]).toEqual(["dice", null]);
    roll(l); // a tap on the roll area
    expect([l.game().roll, w.console()]).toEqual([1, null]);

    // Gadgetbridge's messages reach the watch's handler; anything else is no command.
    w.emu.exec("global.__gb=[];global.GB=function(m){__gb.push(m.t)}");
    w.emu.exec('Bluetooth.emit("data","\\x10GB({\\"t\\":\\"not");Bluetooth.emit("data","ify\\"})\\n");Bluetooth.emit("data","global.pwned=1\\n")');
    expect(w.emu.eval("[__gb,typeof pwned]")).toEqual([["notify"], "undefined"]);

    l.powerCut(); // the game resumes, and with it the lock
    expect(w.console()).toBeNull();
    l.press("back"); // the side button: the main menu, the game still running
    expect([l.screen, w.console()]).toEqual(["title", null]);
    w.input({ b: "back", long: false }); // the side button on the main menu: the app leaves for the clock (load())
    expect([w.inApp(), w.console(), dataHandlers(w)]).toEqual([false, "USB", 0]);

    w.emu.exec(`load(${JSON.stringify(APP_FILE)})`);
    w.idle(1500);
    expect(w.console()).toBeNull();
    w.emu.exec("Bangle.load()"); // a fast load to the clock: the UI's remove
    w.idle(1500);
    expect([w.inApp(), w.console(), dataHandlers(w)]).toEqual([false, "USB", 0]);

    w.emu.exec(`load(${JSON.stringify(APP_FILE)})`);
    w.idle(1500);
    expect(w.console()).toBeNull();
    w.emu.exec("load()"); // another app, the page's restore or a clock's item loading: the interpreter's reset
    w.idle(1500);
    expect([w.inApp(), w.console(), services(w)]).toEqual([false, "USB", 0]);
    expect(w.errors).toEqual([]);
  });

  it("opens it when the game ends; a game without tournament mode never closes it", () => {
    const l = tournament(bridged("tour-end-b2", "banglejs2", 22)).newGame(1);
    expect(l.watch.console()).toBeNull();
    finish(l);
    expect([l.screen, l.watch.console(), dataHandlers(l.watch), services(l.watch), l.watch.errors]).toEqual(["rank", "USB", 0, 0, []]);

    const free = bridged("tour-off-b2", "banglejs2", 23).newGame(1);
    roll(free);
    expect([free.watch.console(), free.watch.errors]).toEqual(["USB", []]);
  });
});

describeFirmware("random inputs in a tournament game", () => {
  it("the driver reads the watch with the console closed, as every random run's may be (test/firmware/fuzz.ts)", () => {
    const l = tournament(bridged("tour-fuzz", "banglejs2", 25)).newGame(1);
    expect(l.watch.console()).toBeNull();
    fuzzFrom(l.watch, 25, 0, 60); // (bridged again: the watch keeps the line it has)
    expect(l.watch.emu.eval("__svc")).toBe(0);
  });
});

describeFirmware(
  "tournament mode on the Bangle.js 3, played by its buttons",
  () => {
    it("closes the console while the game runs, with the heap measured; a fast load opens it", () => {
      const l = tournament(bridged("tour-b3", "banglejs3", 24));
      l.newGame(1).press("back"); // BTN4: roll
      expect([l.game().roll, l.watch.console()]).toEqual([1, null]);
      l.restart(); // the launcher's load(): the game resumes, locked again
      expect(l.watch.console()).toBeNull();
      l.watch.emu.exec("Bangle.load()");
      l.watch.idle(1500);
      expect([l.watch.inApp(), l.watch.console(), dataHandlers(l.watch), services(l.watch)]).toEqual([false, "USB", 0, 0]);
      expect(l.peak).toBeLessThanOrEqual(heapBudget(l.watch.board).max);
      expect(l.watch.errors).toEqual([]);
    });
  },
  "banglejs3",
);
