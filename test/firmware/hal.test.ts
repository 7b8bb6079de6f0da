// The Espruino HAL on the real firmware: its parts (test/firmware/hal-entry.ts) bundled as the
// app is and run against the interpreter's own setWatch, timers, Storage, Graphics and Bangle
// object — what a model of Espruino could only imitate. (The whole app's use of them is
// proven by the lockstep suites; these pin down each part's contract.)
import { beforeAll, beforeEach, expect, it } from "vitest";
import { GLYPHS } from "../../hal/glyphs";
import { testProfile } from "../../sim/harness";
import * as sharedParams from "../../firmware/coach/compact-params";
import { STANDING_ROWS } from "../../firmware/coach/standing-params";
import type { Rules } from "../../firmware/core";
import { PRESET_IDS, presetRules } from "../../firmware/core";
import * as sharedText from "../../firmware/core/text";
import { deviceBundle } from "../../emu/device-bundle";
import type { Emulator } from "../../emu/emulator";
import { describeFirmware, newWatch } from "./fixture";

let code = "";
beforeAll(async () => {
  code = await deviceBundle("test/firmware/hal-entry.ts");
});

const LONG = 600;
const D2 = 2; // a free pin standing in for a second button (high while pressed)
let e: Emulator;
const BUTTON = -1; // the watch's own button (the driver's setButton)

/** The watch's button, or D2, pressed or released. */
const button = (pin: number, down: boolean) => (pin === BUTTON ? e.setButton(down) : e.setPin(pin, down));
const presses = () => e.eval<string[]>("P");

beforeEach(() => {
  e = newWatch().emu; // the app installed (its text, font and model files), not started
  e.setPin(D2, false); // released
  e.writeFile("hal.js", Buffer.from(code, "latin1"));
  e.exec('eval(require("Storage").read("hal.js"));global.P=[];global.rec=function(b,l){P.push(l?b+":long":b)}');
  e.exec(`global.PINS=[{pin:BTN1,b:"up"},{pin:D2,b:"back"}];global.T={debounceMs:25,longPressMs:${LONG}}`);
});

describeFirmware("the Espruino HAL", () => {
  it("buttons: a short press once on release, a long press once at its time and nothing on release", () => {
    e.exec("HAL.watchButtons(PINS,T,rec)");
    button(BUTTON, true).advanceTime(LONG - 100);
    expect(presses()).toEqual([]);
    button(BUTTON, false).advanceTime(2000);
    expect(presses()).toEqual(["up"]);
    button(D2, true).advanceTime(LONG + 50);
    expect(presses()).toEqual(["up", "back:long"]);
    button(D2, false).advanceTime(2000);
    expect(presses()).toEqual(["up", "back:long"]);
    expect(e.takeErrors()).toEqual([]);
  });

  it("buttons: a bounce shorter than the debounce is one press; two held at once give one press each", () => {
    e.exec("HAL.watchButtons(PINS,T,rec)");
    button(BUTTON, true).advanceTime(5);
    button(BUTTON, false).advanceTime(5);
    button(BUTTON, true).advanceTime(100);
    button(BUTTON, false).advanceTime(100);
    expect(presses()).toEqual(["up"]);
    button(BUTTON, true).advanceTime(50);
    button(D2, true).advanceTime(50);
    button(D2, false).advanceTime(50);
    button(BUTTON, false).advanceTime(100);
    expect(presses()).toEqual(["up", "back", "up"]);
  });

  it("buttons: the release of a long press that changed the listener reaches nobody; stopping twice is harmless", () => {
    e.exec("global.stop1=HAL.watchButtons(PINS,T,function(b,l){rec(b,l);stop1();global.stop2=HAL.watchButtons(PINS,T,rec)})");
    button(D2, true).advanceTime(LONG + 50);
    button(D2, false).advanceTime(100);
    expect(presses()).toEqual(["back:long"]);
    button(BUTTON, true).advanceTime(50);
    button(BUTTON, false).advanceTime(100);
    expect(presses()).toEqual(["back:long", "up"]);
    e.exec("stop2();stop2()"); // Espruino's clearWatch throws on an unknown watch: the HAL must not call it twice
    button(BUTTON, true).advanceTime(LONG + 50);
    button(BUTTON, false).advanceTime(100);
    expect(presses()).toEqual(["back:long", "up"]);
    expect(e.takeErrors()).toEqual([]);
  });

  it("touch: Bangle.setUI custom gives taps and drags; another app's UI stops the buttons and is left alone", () => {
    e.exec("global.TS=[];global.removed=0;global.stopUi=HAL.bangleUi(function(t){TS.push(t)},function(){removed++})");
    e.touchEvent(30, 40, 1).advanceTime(50);
    e.touchEvent(30, 40, 0).touchEvent(30, 40, 0, 5).advanceTime(50);
    e.touchEvent(100, 120, 1).advanceTime(20);
    e.touchEvent(100, 110, 1).advanceTime(20);
    e.touchEvent(100, 110, 0).advanceTime(50);
    const touches = e.eval<{ k: string; x: number; y: number; dy: number }[]>("TS");
    expect(touches[0]).toEqual({ k: "tap", x: 30, y: 40, dy: 0 });
    expect(touches.filter((t) => t.k === "drag").reduce((s, t) => s + t.dy, 0)).toBe(-10);
    expect(touches[touches.length - 1]).toEqual({ k: "drag", x: 100, y: 120, dy: 0 }); // the finger lifted: the drag ends
    e.exec('global.hal=HAL.espruinoHal({display:HAL.espruinoDisplay(176,176,3,HAL.INKS,true,HAL.boardFonts()),feedback:HAL.bangleFeedback(true),pins:[{pin:BTN1,b:"back"}],timing:T,ui:HAL.bangleUi});global.stop=hal.listen(rec,function(){})');
    e.exec('Bangle.setUI({mode:"custom",touch:function(){P.push("next app")}})'); // another app takes the UI
    button(BUTTON, true).advanceTime(50);
    button(BUTTON, false).advanceTime(100);
    e.exec("stop()");
    e.touchEvent(10, 10, 1).advanceTime(50);
    e.touchEvent(10, 10, 0).touchEvent(10, 10, 0, 5).advanceTime(50);
    expect(presses()).toEqual(["next app"]);
    expect(e.takeErrors()).toEqual([]);
  });

  it("storage: whole files, sized files filled piece by piece, lists; failures are false, never exceptions", () => {
    e.exec("global.S=HAL.espruinoStorage()");
    expect(e.eval('[S.write("kniffel.set","abc"),S.read("kniffel.set")]')).toEqual([true, "abc"]);
    expect(e.eval('[S.write("kniffel.g0","HEAD",0,10),S.write("kniffel.g0","xy",4),S.read("kniffel.g0")]')).toEqual([true, true, "HEADxy\xff\xff\xff\xff"]);
    expect(e.eval('[S.write("kniffel.g1","zz",3,8),S.read("kniffel.g1")]')).toEqual([true, "\xff\xff\xffzz\xff\xff\xff"]);
    expect(e.eval('S.list("kniffel.g")')).toEqual(["kniffel.g0", "kniffel.g1"]);
    expect(e.eval('[S.write("kniffel.x","a",3),S.write("kniffel.g1","q",0),S.read("kniffel.g1")]')).toEqual([false, false, "\xff\xff\xffzz\xff\xff\xff"]);
    e.exec('S.erase("kniffel.g0")');
    expect(e.eval('S.read("kniffel.g0")')).toBeUndefined();
    const free = e.eval<number>("S.free()");
    expect(free).toBeGreaterThan(0);
    // Storage full: a file bigger than the whole flash is refused as false.
    expect(e.eval(`S.write("kniffel.big","x",0,${2 * free})`)).toBe(false);
    expect(e.takeErrors()).toEqual([]);
  });

  it("display: palette indices become the watch's colours; the project's font draws", () => {
    e.exec("global.D=HAL.espruinoDisplay(176,176,3,HAL.INKS,true,HAL.boardFonts());D.setColor(0);D.fillRect(0,0,175,175);D.setColor(4);D.fillRect(10,20,12,21);g.flip()");
    const px = e.screen();
    const at = (x: number, y: number) => [...px.subarray((y * 176 + x) * 3, (y * 176 + x) * 3 + 3)];
    expect([at(10, 20), at(12, 21), at(13, 21), at(0, 0)]).toEqual([[0, 0, 255], [0, 0, 255], [255, 255, 255], [255, 255, 255]]);
  });

  it("texts, fonts and the compact coach's model, read from the app's Storage files, exactly as the shared modules give them", () => {
    for (const lang of sharedText.LANGS) {
      // The build stores the texts the code names (build/storage-files.ts boardFiles): each
      // one exactly as the shared table gives it.
      const keys = e.eval<sharedText.TextKey[]>(`HAL.textKeys(${JSON.stringify(lang)})`);
      expect(keys.length).toBeGreaterThan(150);
      expect(sharedText.textKeys(lang)).toEqual(expect.arrayContaining(keys));
      const got = e.eval<string[]>(`HAL.textKeys(${JSON.stringify(lang)}).map(function(k){return HAL.textOf(${JSON.stringify(lang)},k,"X")})`);
      expect(got).toEqual(keys.map((k) => sharedText.text(lang, k, "X")));
      expect(e.eval(`HAL.textOf(${JSON.stringify(lang)},"no.such.key")`)).toBe("no.such.key");
    }
    // The board's font of each role (espruino.config.json screen.fonts), two roles sharing one file.
    expect(e.eval("HAL.boardFonts()")).toEqual(JSON.parse(JSON.stringify((testProfile("banglejs2").fonts as string[]).map((f) => GLYPHS[f]))));
    for (const id of PRESET_IDS) {
      const rules = presetRules(id) as Rules;
      expect(e.eval(`HAL.compactParams(${JSON.stringify(rules)})`), id).toEqual(JSON.parse(JSON.stringify(sharedParams.compactParams(rules))));
    }
    // Every kind's standing row (the chances' shapes) as the simulator has it; "" for none, and past the last kind.
    const kinds = STANDING_ROWS.length + 2;
    expect(e.eval<string[]>(`(function(){var o=[];for(var k=0;k<${kinds};k++)o.push(HAL.standingRow(k));return o})()`)).toEqual(Array.from({ length: kinds }, (_, k) => sharedParams.standingRow(k)));
  });

  it("random words from E.hwRand, time in milliseconds from getTime, timers, battery, backlight, vibration, the Bluetooth console", () => {
    e.exec('global.H=HAL.espruinoHal({display:HAL.espruinoDisplay(176,176,3,HAL.INKS,true,HAL.boardFonts()),feedback:HAL.bangleFeedback(true),pins:[],timing:T})');
    const words = e.eval<number[]>("[H.random.word(),H.random.word(),H.random.word()]");
    expect(words.every((w) => Number.isInteger(w) && w >= -(2 ** 31) && w < 2 ** 31)).toBe(true);
    expect(new Set(words).size).toBe(3);
    const t0 = e.eval<number>("H.clock.now()");
    e.advanceTime(1500);
    expect(e.eval<number>("H.clock.now()") - t0).toBeCloseTo(1500, -1);
    e.exec("global.F=[];H.clock.setTimeout(function(){F.push(1)},100);global.id=H.clock.setTimeout(function(){F.push(2)},100);H.clock.clearTimeout(id)");
    e.advanceTime(200);
    expect(e.eval("F")).toEqual([1]);
    expect(e.eval<number>("H.power.battery()")).toBeGreaterThanOrEqual(0);
    e.exec("H.feedback.backlight(true);H.feedback.buzz(40);H.feedback.backlight(false);H.bleConsole(false);H.bleConsole(true)");
    e.advanceTime(100);
    expect(e.takeErrors()).toEqual([]);
  });
});
