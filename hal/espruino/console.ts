// Tournament mode's lock of the console (the REPL through which anyone nearby could run code
// over Bluetooth, and so change scores), made the way BangleApps' own "Programmable: off"
// setting makes it (apps/boot/bootupdate.js): the console is closed with
// E.setConsole(null, {force: true}), and Gadgetbridge's lines (`GB({...})`: notifications,
// the time, the weather) still reach the watch's GB handler through Bluetooth's "data".
// No Bluetooth service is touched: BangleApps' boot sets every app's services once and
// then forgets them, and the stack changes services only while nothing is connected.
//
// The lock is let go wherever the app ends: by its own call, by the system taking its UI
// away (a fast load: hal.ts), and by the interpreter's reset ("kill": load(), a reboot).
import { flash } from "./flash";

/** The Gadgetbridge handler the watch's Android integration installs, if any. */
const host = global as unknown as { GB?: (msg: unknown) => void };

/** A line from Gadgetbridge, passed on as the boot code's own handler passes it. */
function passLine(l: string): void {
  if (l.charCodeAt(0) === 16) l = l.slice(1); // DLE: "no echo", before each command the phone sends
  if (l.endsWith("\r")) l = l.slice(0, -1);
  if (!l.startsWith("GB({") || !l.endsWith("})") || !host.GB) return;
  try {
    // The firmware's own parser, as the boot code uses: the handler gets what it always gets.
    host.GB(JSON.parse(l.slice(3, -1))); // eslint-disable-line no-restricted-properties
  } catch (_e) {
    // A damaged message is dropped, as the boot code drops it: it must not stop the game.
  }
}

/** What a closed console holds: the device it was on (null where closed already), whether it passes Gadgetbridge's lines, data not yet ended by a line break. */
interface Closed {
  found: string | null;
  passing: boolean;
  rest: string;
}

/** The lock: `set(false)` closes the console, `set(true)` gives back the one it found. */
export function consoleLock(): (open: boolean) => void {
  let closed: Closed | null = null;
  const onData = function (d: string): void {
    const c = closed as Closed;
    const lines = (c.rest + d).split("\n");
    c.rest = lines.pop() as string;
    lines.forEach(passLine);
  };
  const reopen = function (): void {
    const c = closed;
    if (!c) return;
    closed = null;
    // Forced, as BangleApps' boot puts it on Bluetooth (Bluetooth.setConsole(true)).
    E.setConsole(c.found, { force: true });
    if (c.passing) Bluetooth.removeListener("data", onData);
    E.removeListener("kill", reopen);
  };
  return function (open) {
    if (open) return reopen();
    if (closed) return;
    // "Programmable: off" has the boot code's own handler on Bluetooth's data already.
    const s = flash().readJSON("setting.json", true) as { blerepl?: boolean } | undefined;
    closed = { found: E.getConsole(), passing: !s || s.blerepl !== false, rest: "" };
    E.setConsole(null, { force: true });
    if (closed.passing) Bluetooth.on("data", onData);
    E.on("kill", reopen);
  };
}
