// The page's line to the watch: what BangleApps' core/lib/interface.js gives an app's page
// (Puck.eval, Util.readStorage, Util.saveFile), each answer awaited with a time limit: the
// App Loader answers nothing when the connection fails (it shows a toast), so a call that
// gets no answer in time is a lost connection. Files are written with the App Loader's own
// upload commands (web/firmware/commands.ts) through Puck.eval, one piece at a time, so that
// each piece's answer says whether the watch stored it (false: its Storage is full), which
// Util.writeStorage does not tell.
import { fileCommands } from "../firmware/commands";

/** interface.js's globals (const declarations of a classic script: names, not window properties). */
declare const Puck: { eval(expr: string, cb: (r: unknown) => void): void };
declare const Util: {
  readStorage(name: string, cb: (data: string) => void): void;
  saveFile(name: string, mime: string, data: string): void;
  showModal(title: string): void;
  hideModal(): void;
};

/** No answer in time (the connection is lost), or the watch refused a write (its Storage is full); the message names the call. */
export class LinkError extends Error {
  constructor(readonly kind: "lost" | "full", what: string) {
    super(what);
  }
}


/** How long an answer may take (ms): 20 s over Bluetooth; the page's address may say less (?wait=, the browser test's cut connection). */
const EVAL_MS = Number(new URLSearchParams(location.search).get("wait")) || 20000;
/** The seconds the page waits for an answer. */
export const waitSeconds = () => EVAL_MS / 1000;

function answer<T>(what: string, ms: number, start: (done: (r: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new LinkError("lost", what)), ms);
    start((r) => {
      clearTimeout(timer);
      resolve(r);
    });
  });
}

/**
 * An expression's value on the watch, through JSON: the App Loader prints
 * JSON.stringify(expr) on the watch and parses it, so the value must be one JSON can carry
 * (undefined is not: the App Loader then answers nothing).
 */
export function watchEval<T>(expr: string): Promise<T> {
  return answer<T>(expr.slice(0, 60), EVAL_MS, (done) => Puck.eval(expr, (r) => done(r as T)));
}

/** A file's bytes (one char each); "" where it is missing (the App Loader reads it so). */
export function readFile(name: string): Promise<string> {
  return answer<string>(name, EVAL_MS, (done) => Util.readStorage(name, done));
}

/**
 * Writes a file piece by piece, `size` bytes long (default: the data's); `progress` hears the
 * bytes sent. Throws LinkError: lost, or full where the watch did not store a piece.
 */
export async function writeFile(name: string, data: string, size = data.length, progress?: (sent: number) => void): Promise<void> {
  const cmds = fileCommands(name, data, size);
  for (let i = 0; i < cmds.length; i++) {
    const ok = await watchEval<boolean>(cmds[i]);
    if (ok !== true) throw new LinkError("full", name);
    progress?.(Math.min(data.length, (i + 1) * 1024));
  }
}

/** Erases a file (its value true: the App Loader's eval decodes the answer as JSON, and undefined is none it can decode, so it would never answer). */
export function eraseFile(name: string): Promise<unknown> {
  return watchEval(`(require("Storage").erase(${JSON.stringify(name)}),true)`);
}

/** A download of `data` (UTF-8 bytes as one char each) named `name`, as BangleApps' pages save (Util.saveFile). */
export function download(name: string, mime: string, data: string): void {
  Util.saveFile(name, mime, data);
}
