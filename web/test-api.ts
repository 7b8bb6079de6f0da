// The browser tests' API on window.kniffel (test=1; test-api-types.ts says what it offers).
import type { FirmwareView } from "./firmware/view";
import type { Session } from "./session";
import type { TableStore } from "./coach/tables";
import type { TestApi } from "./test-api-types";

/** A timer this close is part of what an input set going (the roll's frames are 80 ms apart), not the backlight's or sleep's. */
const SETTLING_MS = 500;

export function installTestApi(get: () => { session: Session | null; store: TableStore | null; firmware: FirmwareView | null }, restart: () => void): void {
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
    table: async (rules) => !!(await get().store?.ensure(rules)),
    tableSource: (rules) => get().store?.source(rules),
    computing: () => !(document.getElementById("coach") as HTMLElement).hidden,
    firmwareReady: () => get().firmware !== null,
    firmwareInstalled: () => get().firmware?.installed === true,
    firmwareKept: () => get().firmware?.kept() === true,
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
