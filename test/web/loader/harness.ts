// The App Loader's side of an app's page, for the browser test (test/web/interface.test.ts):
// the emulated Bangle.js 2 (the Web IDE's emulator page, web/firmware/page-firmware.ts) booted
// from the firmware suite's installed flash, and the app's interface.html in an iframe,
// answering the messages BangleApps' core/lib/interface.js posts as the App Loader's
// core/js/index.js (iframeSetup) answers them: an "eval" by the watch's value, "write" typed
// into its console, "readstorage" by the file's bytes (Comms.readFile: "" where it is
// missing), "writestorage" with the App Loader's upload commands, then "init" with the
// device's facts. Written for the test from that behaviour; no App Loader code is copied.
// A cut connection is the App Loader's own failure: no answer at all (it shows a toast).
import { fileCommands } from "../../../web/firmware/commands";
import type { PageFirmware } from "../../../web/firmware/page-firmware";
import { bootFirmware } from "../../../web/firmware/page-firmware";

interface Message {
  type: string;
  id?: number;
  data?: string;
  filename?: string;
}

export interface LoaderApi {
  /** Opens the app's page (`query`: its address's, e.g. "?wait=2000"). */
  open(query: string): void;
  /** The watch is running: open() may be called. */
  booted: boolean;
  /** The page got its init message. */
  ready: boolean;
  fw: PageFirmware;
  /** Messages answered so far, and after how many more the connection is cut (-1: never). */
  answered: number;
  cutAfter: number;
  /** After how many more Storage writes the watch answers each with false, as a full Storage does (-1: never). */
  fullAfter: number;
  /** The watch's flash (what it wrote), base64. */
  flash(): string;
}

const api = { booted: false, ready: false, answered: 0, cutAfter: -1, fullAfter: -1 } as LoaderApi;
(window as unknown as { loader: LoaderApi }).loader = api;

/**
 * The App Loader's eval (EspruinoWebTools uart.js): the watch prints JSON.stringify of the
 * value and the App Loader parses the line; a value JSON cannot carry (undefined) is no
 * answer at all (the App Loader shows a toast and never calls back), which this says on the console.
 */
function evalAnswer(fw: PageFirmware, expr: string): { type: string; data?: unknown } | null {
  const v = fw.eval(expr);
  if (v === undefined) {
    console.error(`the App Loader cannot decode the answer to ${expr.slice(0, 80)}: undefined`);
    return null;
  }
  return { type: "evalrsp", data: v };
}

function answer(fw: PageFirmware, msg: Message): { type: string; data?: unknown } | null {
  switch (msg.type) {
    case "eval":
      if ((msg.data as string).startsWith("require('Storage').write(") && api.fullAfter >= 0 && api.fullAfter-- === 0) {
        api.fullAfter = 0;
        return { type: "evalrsp", data: false };
      }
      return evalAnswer(fw, msg.data as string);
    case "write":
      fw.send(msg.data as string);
      return { type: "writersp", data: "" };
    case "readstorage": {
      const b64 = fw.eval<string>(`(function(s){return s===undefined?"":btoa(s)})(require("Storage").read(${JSON.stringify(msg.filename)}))`);
      return { type: "readstoragersp", data: atob(b64) };
    }
    case "writestorage":
      for (const c of fileCommands(msg.filename as string, msg.data as string)) fw.eval(c);
      return { type: "writestoragersp" };
    default:
      throw new Error(`the page sent a message the App Loader does not know: ${msg.type}`);
  }
}

async function main(): Promise<void> {
  const image = new Uint8Array(await (await fetch("watch.img")).arrayBuffer());
  const fw = await bootFirmware({ container: document.getElementById("watch") as HTMLElement, base: "emu/", board: "banglejs2", flash: image });
  api.fw = fw;
  api.booted = true;
  api.flash = () => {
    const f = fw.flash();
    let s = "";
    for (let i = 0; i < f.length; i += 8192) s += String.fromCharCode.apply(null, Array.prototype.slice.call(f, i, i + 8192) as number[]);
    return btoa(s);
  };
  const frame = document.getElementById("page") as HTMLIFrameElement;
  api.open = (query) => void (frame.src = "apps/kniffel/interface.html" + query);
  frame.addEventListener("load", () => {
    const win = frame.contentWindow as Window;
    win.addEventListener("message", (e: MessageEvent<Message>) => {
      const msg = e.data;
      if (!msg || typeof msg.type !== "string" || msg.type.endsWith("rsp") || msg.type === "init" || msg.type === "recvdata") return;
      if (api.cutAfter === 0) return; // the connection is cut: nothing is answered
      if (api.cutAfter > 0) api.cutAfter--;
      const r = answer(fw, msg);
      api.answered++;
      if (r) win.postMessage({ ...r, id: msg.id }, "*");
    });
    win.postMessage({ type: "init", expectedInterface: "interface.js", data: { id: "BANGLEJS2", version: "2v29", appsInstalled: [{ id: "kniffel" }] } }, "*");
    api.ready = true;
  });
}

void main();
