import { expect, it } from "vitest";
import { describeFirmware, newWatch } from "./fixture";
import { roll } from "../app/harness";
import { Lockstep } from "./lockstep";
import { HINT, open, probe, peak } from "./coach-probe";

describeFirmware("probe", () => {
  it("first hint prepares", () => {
    const w = newWatch(false);
    const l = new Lockstep("probe", 12, false, { watch: w });
    l.newGame(1);
    probe(l);
    roll(l);
    w.emu.exec("global.__log=[];var __st2=setTimeout;global.setTimeout=function(f,ms){if(__n%25===0||__n<40)__log.push(__n+':'+process.memory().usage);return __st2(f,ms)}");
    const t = performance.now();
    peak(l);
    open(l, HINT);
    console.log("first hint ms", performance.now() - t, l.p.dump.msg, "peak", peak(l), w.emu.eval("__n"));
    console.log(w.emu.eval("__log.slice(-5).join(' ')"));
    w.emu.exec("__log=[]");
    l.press("back");
    const base = w.usage();
    peak(l);
    open(l, HINT);
    console.log("second hint", l.p.dump.msg, "base", base, "peak", peak(l));
    expect(l.p.dump.msg).toMatch(/^Tipp/);
  }, 900000);
});
