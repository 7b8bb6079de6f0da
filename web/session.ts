// One device in the page: the simulator's HAL (sim/hal.ts) with the page's storage, the app
// the simulator runs (firmware/app/app.ts), its screen on the device drawing (device-view.ts)
// after every frame, and the page's input (input.ts). The feedback the device gives shows on
// the drawing: the backlight as a glow, a vibration as a shake (and the phone's own motor).
import type { App } from "../firmware/app/app";
import { startApp } from "../firmware/app/app";
import type { Advisor } from "../firmware/coach/advisor";
import type { Profile } from "../hal/profile";
import type { ButtonMap } from "../sim/buttons";
import { frameSpec } from "../sim/display/frame";
import type { SimHal } from "../sim/hal";
import { createSimHal } from "../sim/hal";
import type { SimStorage } from "../sim/storage";
import type { DeviceView } from "./device-view";
import { deviceView } from "./device-view";
import { listenInput } from "./input";

export interface SessionOptions {
  profile: Profile & { storageBytes: number };
  buttons: ButtonMap;
  storage: SimStorage;
  seed?: number;
  virtual: boolean;
  coach: Advisor | null;
  /** Told after the frames of an input or a timer (the page's panels follow the game). */
  after(): void;
  /** The watch's app left for its clock. */
  exited(): void;
}

export interface Session {
  sim: SimHal;
  app: App;
  view: DeviceView;
  stop(): void;
}

export function startSession(o: SessionOptions): Session {
  const { profile } = o;
  const sim = createSimHal({ profile, seed: o.seed, storage: o.storage, virtual: o.virtual });
  const view = deviceView(sim.fb, frameSpec(o.buttons, profile));
  const draw = () => view.draw(sim.feedback.lcd);
  // Several frames in a burst (an animation step, a press) tell the page once.
  let told = false;
  const after = () => {
    if (told) return;
    told = true;
    queueMicrotask(() => {
      told = false;
      o.after();
    });
  };
  const flip = sim.fb.flip.bind(sim.fb);
  sim.fb.flip = () => {
    flip();
    draw();
    after();
  };
  const hal = sim.hal;
  const lcd = hal.power.lcd;
  hal.power.lcd = (on) => {
    lcd(on);
    draw();
  };
  const light = hal.feedback.backlight;
  hal.feedback.backlight = (on) => {
    light(on);
    view.canvas.classList.toggle("lit", on);
  };
  const buzz = hal.feedback.buzz;
  hal.feedback.buzz = (ms, times) => {
    buzz(ms, times);
    navigator.vibrate?.(times && times > 1 ? Array.from({ length: 2 * times - 1 }, (_, i) => (i % 2 ? 120 : ms)) : ms);
    view.canvas.classList.remove("buzz");
    void view.canvas.offsetWidth; // restarts the animation
    view.canvas.classList.add("buzz");
  };
  const exit = hal.exit;
  hal.exit = () => {
    exit();
    o.exited();
  };
  draw();
  const stopInput = listenInput({
    sim,
    clock: sim.clock,
    view,
    buttons: o.buttons,
    touch: profile.touch,
    longTouch: !!profile.longTouch,
    longPressMs: profile.longPressMs,
    keys: document,
    after,
  });
  const app = startApp(hal, profile, o.coach);
  return {
    sim,
    app,
    view,
    stop() {
      stopInput();
      app.stop();
    },
  };
}
