// The firmware's console as text: what the interpreter prints, byte by byte, turned into
// lines a person would see in a terminal, and which of them report an uncaught exception or
// a firmware error. Shared by the page's firmware (web/firmware/page-firmware.ts) and the
// test suite's driver (emu/emulator.ts), so it sits below both.

/* eslint-disable no-control-regex -- the console's control characters are what these patterns find */
/** A console line's bytes (one char each) as text, without VT100 sequences and XON/XOFF; '\r' as a terminal applies it. */
export function cleanLine(bytes: string): string {
  const u = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) u[i] = bytes.charCodeAt(i) & 0xff;
  let t = new TextDecoder("utf-8").decode(u);
  t = t.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "").replace(/[\x11\x13]/g, "").replace(/\r+$/, "");
  const cr = t.lastIndexOf("\r");
  return cr >= 0 ? t.slice(cr + 1) : t;
}
/* eslint-enable no-control-regex */

/** A line that reports an uncaught exception or a firmware error (the lines after it say where). */
export const ERROR_LINE = /^(Uncaught\b|ERROR:|Execution Interrupted)|ASSERT FAILED|OUT OF MEMORY|Out of Memory/;

/** The command that evaluates `expr` on the device and prints its value as JSON after a marker with `id`. */
export function evalCommand(expr: string, id: number): string {
  const e = expr.trim().replace(/;+$/, "");
  return (
    "\x10(function(){try{var __r=(" + e + '\n);print("\\x02E' + id + '="+(__r===undefined?"":JSON.stringify(__r)));}' +
    'catch(__x){print("\\x02E' + id + '!"+JSON.stringify(""+__x));}})()\n'
  );
}

/** An eval's answer in a console line: its id, whether it succeeded, its JSON, and the rest of the line. */
export function evalAnswer(line: string): { id: number; ok: boolean; text: string; before: string } | null {
  const m = /\u0002E(\d+)([=!])(.*)$/.exec(line); // eslint-disable-line no-control-regex -- an eval's result marker
  return m ? { id: Number(m[1]), ok: m[2] === "=", text: m[3], before: line.slice(0, m.index) } : null;
}
