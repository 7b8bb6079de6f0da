// The real firmware in a page: the Espruino Web IDE's own emulator page (emu_<board>.html
// with emulator_<board>.js, emu_<board>.js and common.js, unchanged, from ../shared/emu) in
// an iframe of the same origin, started with the Web IDE's message ({type:"init"}), its
// screen, button and touch handled by that page's own glue. The host types into the console
// through the firmware's own input queue (the
// serial console's path), in pieces it can take, running the glue's idle loop after each, so
// an install does not wait for one timer per character; it reads the console character by
// character as the glue hands it to its host. Reusable: the web page's firmware
// switch, and the App Loader pages.
import { cleanLine, ERROR_LINE, evalAnswer, evalCommand } from "../../sim/espruino-console";

/** What the emulator page exposes (the glue's globals). */
export interface EmuWindow extends Window {
  DEVICE_NAME: string;
  Module: { ccall(name: string, ret: string, types: string[], args: number[]): number };
  flashMemory: Uint8Array;
  maxFlashMemory: number;
  DEVICE: number;
  GFX_WIDTH: number;
  GFX_HEIGHT: number;
  GFX_PAD_WIDTH: number;
  GFX_PAD_HEIGHT: number;
  jsIdle(): number;
  hwFlashWritePtr(addr: number, ptr: number, len: number): void;
  onConsoleOutput?: (line: string) => void;
  jsRXCallback?: (c: number) => void;
}

export interface DeviceError {
  message: string;
  details: string[];
}

export interface PageFirmware {
  readonly iframe: HTMLIFrameElement;
  readonly win: EmuWindow;
  /** Console lines so far (cleaned), and the uncaught exceptions among them. */
  readonly lines: string[];
  readonly errors: DeviceError[];
  /** Told each console line, and each error as it starts. */
  onLine: ((line: string) => void) | null;
  onError: ((e: DeviceError) => void) | null;
  /** Told after the firmware wrote to its flash (to keep it). */
  onFlashWrite: (() => void) | null;
  /** Types text into the console (UTF-8); the firmware has processed it when this returns. */
  send(text: string): void;
  /** Runs statements on the device. */
  exec(code: string): void;
  /** Evaluates an expression on the device; its value comes back through JSON. Throws the device's error. */
  eval<T = unknown>(expr: string): T;
  /** The flash up to its last written byte (a copy). */
  flash(): Uint8Array;
  dispose(): void;
}

export interface BootOptions {
  /** Where the iframe goes. */
  container: HTMLElement;
  /** The folder holding the emulator's files (e.g. "emu/"), and the board's name in them (banglejs2). */
  base: string;
  board: string;
  /**
   * The glue's device name (its DEVICE_NAME: the Espruino board, BANGLEJS for the file name
   * banglejs1), which names the glue's own Storage key; default: the board's name in capitals.
   */
  device?: string;
  /** CSS pixels the emulator's page may take: it gets a whole number of device pixels per screen pixel. */
  room?: { w: number; h: number };
  /** Storage as it was (a flash image, possibly shorter than the flash): restored before the firmware starts. */
  flash?: Uint8Array;
}

const INPUT_CHUNK = 128; // console bytes the firmware's input queue takes at once
const MAX_IDLE = 20000; // idle calls to wait for an eval's answer

export async function bootFirmware(o: BootOptions): Promise<PageFirmware> {
  // The glue keeps the flash in localStorage itself (a comma list, read at load, written at
  // unload): this page keeps it (onFlashWrite), so the glue starts empty and leaves nothing.
  const glueKey = (o.device ?? o.board.toUpperCase()) + "_STORAGE";
  try {
    localStorage.removeItem(glueKey);
  } catch (_e) {
    // storage switched off: the glue finds nothing either
  }
  const iframe = document.createElement("iframe");
  iframe.className = "firmware";
  iframe.title = "Espruino " + o.board;
  iframe.src = `${o.base}emu_${o.board}.html`;
  const loaded = new Promise<void>((resolve, reject) => {
    iframe.onload = () => resolve();
    iframe.onerror = () => reject(new Error(`${iframe.src} did not load`));
  });
  o.container.appendChild(iframe);
  await loaded;
  const win = iframe.contentWindow as EmuWindow;
  if (!win.Module || !win.flashMemory) throw new Error(`${iframe.src} has no firmware`);
  // The glue read its own Storage key at load: the one cleared above, or the page would start from it.
  if (`${win.DEVICE_NAME}_STORAGE` !== glueKey) throw new Error(`${iframe.src} is device ${win.DEVICE_NAME}, not ${glueKey.replace(/_STORAGE$/, "")}`);
  if (o.room) {
    // The emulator's page scales itself by its window's size (1, 2 or 3 times, common.js
    // onResize), once its window is resized: to whole device pixels that fit the room.
    const dpr = window.devicePixelRatio || 1;
    const w = win.GFX_WIDTH + win.GFX_PAD_WIDTH;
    const h = win.GFX_HEIGHT + win.GFX_PAD_HEIGHT;
    const n = Math.max(1, Math.min(3, Math.floor(Math.min((o.room.w * dpr) / w, (o.room.h * dpr) / h))));
    iframe.style.width = `${(w * n) / dpr}px`;
    iframe.style.height = `${(h * n) / dpr}px`;
  }
  if (o.flash) {
    win.flashMemory.fill(0xff);
    win.flashMemory.set(o.flash.subarray(0, Math.min(o.flash.length, win.flashMemory.length)));
    win.maxFlashMemory = o.flash.length - 1;
  }
  const lines: string[] = [];
  const errors: DeviceError[] = [];
  const answers = new Map<number, { ok: boolean; text: string }>();
  let open: DeviceError | null = null;
  let seq = 0;
  const fw: PageFirmware = {
    iframe,
    win,
    lines,
    errors,
    onLine: null,
    onError: null,
    onFlashWrite: null,
    send(text) {
      const bytes = new TextEncoder().encode(text);
      for (let i = 0; i < bytes.length; i += INPUT_CHUNK) {
        const end = Math.min(bytes.length, i + INPUT_CHUNK);
        for (let j = i; j < end; j++) win.Module.ccall("jshPushIOCharEvent", "number", ["number", "number"], [win.DEVICE, bytes[j]]);
        win.jsIdle();
      }
    },
    exec(code) {
      fw.send(`\x10eval(${JSON.stringify(code)})\n`);
    },
    eval<T>(expr: string): T {
      const id = ++seq;
      fw.send(evalCommand(expr, id));
      for (let i = 0; i < MAX_IDLE && !answers.has(id); i++) win.jsIdle();
      const r = answers.get(id);
      answers.delete(id);
      if (!r) throw new Error(`no answer from the device for ${expr.slice(0, 80)}: ${lines.slice(-3).join(" | ")}`);
      if (!r.ok) throw new Error(JSON.parse(r.text) as string);
      return (r.text === "" ? undefined : JSON.parse(r.text)) as T;
    },
    flash: () => win.flashMemory.slice(0, win.maxFlashMemory + 1),
    dispose() {
      // The glue saves the flash at unload: with nothing marked written it saves nothing.
      win.maxFlashMemory = -1;
      iframe.remove();
    },
  };
  const onLine = (raw: string) => {
    let line = cleanLine(raw);
    const a = evalAnswer(line);
    if (a) {
      answers.set(a.id, { ok: a.ok, text: a.text });
      line = a.before;
      if (line === "" || line === ">") return;
    }
    lines.push(line);
    if (ERROR_LINE.test(line)) {
      open = { message: line, details: [] };
      errors.push(open);
      fw.onError?.(open);
    } else if (open && line.trim() !== "" && open.details.length < 8) open.details.push(line);
    else open = null;
    fw.onLine?.(line);
  };
  const write = win.hwFlashWritePtr;
  win.hwFlashWritePtr = (addr, ptr, len) => {
    write(addr, ptr, len);
    fw.onFlashWrite?.();
  };
  // The console's characters, as the glue hands each to its host (jsRXCallback; the Web IDE's
  // terminal gets them so), made into lines here: the glue's own lines (onConsoleOutput) lose
  // the start of a line that reaches it in two pieces.
  let partial = "";
  win.onConsoleOutput = () => undefined;
  const rx = (c: number) => {
    if (c !== 10) return void (partial += String.fromCharCode(c));
    const l = partial;
    partial = "";
    onLine(l);
  };
  // The Web IDE's start: the emulator page answers {type:"init"} and runs the firmware.
  const started = new Promise<void>((resolve) => {
    const onMessage = (e: MessageEvent) => {
      if (e.source !== win || !e.data || e.data.from !== "emu" || e.data.type !== "init") return;
      window.removeEventListener("message", onMessage);
      resolve();
    };
    window.addEventListener("message", onMessage);
  });
  win.postMessage({ type: "init", for: "emu" }, "*");
  await started;
  win.jsRXCallback = rx;
  return fw;
}
