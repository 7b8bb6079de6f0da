// The browser tests' API on window.kniffel (test=1; test-api-types.ts says what it offers).
import type { Job } from "../firmware/coach/job";
import { isError, parseRecord } from "../firmware/core";
import { pageAdvisor } from "./coach/advisor";
import type { ChanceStore } from "./coach/chances";
import type { FirmwareView } from "./firmware/view";
import type { Session } from "./session";
import type { TableStore } from "./coach/tables";
import type { TestApi } from "./test-api-types";

/** A timer this close is part of what an input set going (the roll's frames are 80 ms apart), not the backlight's or sleep's. */
const SETTLING_MS = 500;

/** A job worked out a step per timer call, as the app works it out; `longest` hears each step's milliseconds (its answer's with the last). */
function stepped<T>(j: Job<T>, longest: { ms: number }): Promise<T> {
  return new Promise((resolve, reject) => {
    const run = () => {
      const t0 = performance.now();
      try {
        if (j.step()) {
          const r = j.result();
          longest.ms = Math.max(longest.ms, performance.now() - t0);
          return resolve(r);
        }
      } catch (e) {
        return reject(e as Error);
      }
      longest.ms = Math.max(longest.ms, performance.now() - t0);
      setTimeout(run, 0);
    };
    run();
  });
}

export function installTestApi(get: () => { session: Session | null; store: TableStore; chances: ChanceStore; firmware: FirmwareView | null }, restart: () => void): void {
  const api: TestApi = {
    restart,
    dump: () => get().session?.app.dump() ?? null,
    queueDice: (f) => get().session?.sim.queueDice(f),
    advance(ms) {
      const c = get().session?.sim.clock;
      if (!c?.advance) throw new Error("the page runs on the real clock (clock=virtual for a virtual one)");
      c.advance(ms);
    },
    settling() {
      const c = get().session?.sim.clock;
      if (!c?.dueWithin) throw new Error("the page runs on the virtual clock (advance moves it)");
      return c.dueWithin(SETTLING_MS);
    },
    screenRgb() {
      const a = api.screenAt();
      const c = get().session?.view.canvas as HTMLCanvasElement;
      const d = (c.getContext("2d") as CanvasRenderingContext2D).getImageData(a.x, a.y, a.w, a.h).data;
      const out: number[] = [];
      for (let i = 0; i < d.length; i += 4) out.push(d[i], d[i + 1], d[i + 2]);
      return out;
    },
    screenAt() {
      const s = get().session;
      if (!s) throw new Error("no simulator running");
      return { x: s.view.layout.screenX, y: s.view.layout.screenY, w: s.sim.fb.w, h: s.sim.fb.h, canvasW: s.view.canvas.width };
    },
    buttons: () => get().session?.view.layout.buttons ?? [],
    table: async (rules) => !!(await get().store.ensure(rules)),
    tableSource: (rules) => get().store.source(rules),
    computing: () => !(document.getElementById("coach") as HTMLElement).hidden,
    chanceTables: async (rules) => !!(await get().chances.ensure(rules)),
    chanceSource: (rules) => get().chances.source(rules),
    computedMs: () => ({ ...get().store.computedMs, ...get().chances.computedMs }),
    async win(record) {
      const g = parseRecord(record);
      if (isError(g)) throw new Error(`not a game: ${g.err}`);
      const a = pageAdvisor(get().store, get().chances);
      const longest = { ms: 0 };
      const chances = await stepped(a.chancesJob!(g), longest);
      return { chances, options: g.roll ? await stepped(a.winJob!(g), longest) : [], longestMs: longest.ms };
    },
    firmwareReady: () => get().firmware !== null,
    firmwareInstalled: () => get().firmware?.installed === true,
    firmwareKeptSince: (at) => get().firmware?.keptSince(at) === true,
    firmwareErrors: () => (get().firmware?.fw.errors ?? []).map((e) => [e.message, ...e.details].join("\n  ")),
    firmwareEval: (expr) => (get().firmware as FirmwareView).fw.eval(expr),
    files() {
      const st = get().session?.sim.hal.storage;
      const out: { [name: string]: string } = {};
      if (st) for (const n of st.list("")) out[n] = st.read(n) as string;
      return out;
    },
  };
  (window as unknown as { kniffel: TestApi }).kniffel = api;
}
