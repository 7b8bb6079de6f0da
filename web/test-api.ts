// What the browser tests read and do beyond a person's clicks and keys (test=1): the app's
// state, the dice a scenario chooses, the virtual clock, the coach's tables, the firmware.
import { AppDump } from "../firmware/app/app";
import { Rules } from "../firmware/core";
import { PageFirmware } from "./firmware/page-firmware";
import { Session } from "./session";
import { TableStore } from "./coach/tables";

export interface TestApi {
  dump(): AppDump | null;
  queueDice(faces: string): void;
  /** Moves the virtual clock (clock=virtual). */
  advance(ms: number): void;
  /** The screen's palette indices, row by row. */
  pixels(): number[];
  /** Where the screen sits in the canvas (its top-left corner in canvas pixels). */
  screenAt(): { x: number; y: number; w: number; h: number };
  /** The table for `rules` is at hand (waits for it). */
  table(rules: Rules): Promise<boolean>;
  firmware(): PageFirmware | null;
  /** Board files in the page's storage. */
  files(): { [name: string]: string };
}

export function installTestApi(get: () => { session: Session | null; store: TableStore | null; firmware: PageFirmware | null }): void {
  const api: TestApi = {
    dump: () => get().session?.app.dump() ?? null,
    queueDice: (f) => get().session?.sim.queueDice(f),
    advance(ms) {
      const c = get().session?.sim.clock;
      if (!c?.advance) throw new Error("the page runs on the real clock (clock=virtual for a virtual one)");
      c.advance(ms);
    },
    pixels: () => Array.from(get().session?.sim.fb.px ?? []),
    screenAt() {
      const s = get().session;
      if (!s) throw new Error("no simulator running");
      return { x: s.view.layout.screenX, y: s.view.layout.screenY, w: s.sim.fb.w, h: s.sim.fb.h };
    },
    table: async (rules) => !!(await get().store?.ensure(rules)),
    firmware: () => get().firmware,
    files() {
      const st = get().session?.sim.hal.storage;
      const out: { [name: string]: string } = {};
      if (st) for (const n of st.list("")) out[n] = st.read(n) as string;
      return out;
    },
  };
  (window as unknown as { kniffel: TestApi }).kniffel = api;
}
