// Text that comes back from Storage, on the real firmware. On the watches' firmware (built
// with Unicode support) JSON.parse makes UTF-8 strings of "\u00FC" escapes, which substring,
// substr and slice cut by bytes. Here: the device's own helpers that cut, shorten or search
// names, run on the firmware on a literal, on a name read back the app's way (written with
// toJson, parsed with parseJson) and, to show the class is there, read back with a bare
// JSON.parse; and each built-in the app uses on text, measured on a plain and on a UTF-8
// string against Node, which is what hal/espruino/.lib/builtins.d.ts records.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { toJson } from "../../firmware/core";
import { Framebuffer } from "../../sim/display/framebuffer";
import { GLYPHS } from "../../hal/glyphs";
import { profileFor } from "../../sim/profiles";

/** The Bangle.js 2's fonts (espruino.config.json), by role. */
const BANGLE_FONTS = [GLYPHS.fw14, GLYPHS.fw14, GLYPHS.fw22];
import { deviceBundle } from "../../emu/device-bundle";
import type { Emulator } from "../../emu/emulator";
import { describeFirmware, newWatch } from "./fixture";
import { textHelpers } from "./text-helpers";

/** Names people have, the longest allowed (12), and the device's seats. */
const NAMES = ["J\xfcrgen", "B\xe4rbel Wei\xdf", "J\xf6rg \xd6zt\xfcrk", "M\xfcller-L\xfcden", "\xc4\xd6\xdc\xe4\xf6\xfc\xdf", "Ger\xe4t (Profi)", "Anna Lena"];

/** `s` as a device string literal: every character outside printable ASCII as \xNN, which stays a plain string there. */
function literal(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    out += c < 32 || c > 126 || ch === '"' || ch === "\\" ? "\\x" + c.toString(16).padStart(2, "0") : ch;
  }
  return out + '"';
}

let code = "";
let e: Emulator;

beforeAll(async () => {
  code = await deviceBundle("test/firmware/text-entry.ts");
});

beforeEach(() => {
  e = newWatch().emu; // the app's font files installed
  e.writeFile("text.js", Buffer.from(code, "latin1"));
  e.exec('eval(require("Storage").read("text.js"));global.S=require("Storage")');
});

/** The name on the device three ways: the literal, read back as the app reads it, read back by a bare JSON.parse. */
function onDevice(name: string): void {
  e.exec(`global.LIT=${literal(name)};S.write("t.json",TXT.toJson({n:LIT}));global.APP=TXT.parseJson(S.read("t.json")).n;global.RAW=JSON.parse(S.read("t.json")).n`);
}

describeFirmware("text from Storage", () => {
  it("is written as Node's toJson writes it, and read back by the app as plain strings equal to the literal", () => {
    for (const name of NAMES) {
      onDevice(name);
      expect(e.readFile("t.json")!.toString("latin1"), name).toBe(toJson({ n: name }));
      expect(e.eval("[E.isUTF8(LIT),E.isUTF8(APP),APP===LIT,APP.length]"), name).toEqual([false, false, true, name.length]);
    }
    // A name with a character no Latin-1 font has: "?" on the device as in the simulator.
    e.exec('S.write("t.json","{\\"n\\":\\"a\\\\u20ACb\\"}")');
    expect(e.eval('[TXT.parseJson(S.read("t.json")).n,E.isUTF8(TXT.parseJson(S.read("t.json")).n)]')).toEqual(["a?b", false]);
    expect(e.takeErrors()).toEqual([]);
  });

  it("the device's helpers give on a name read back what they give on the literal and on Node; a bare JSON.parse would not", () => {
    const node = textHelpers(new Framebuffer(176, 176, 3, profileFor("banglejs2").palette, BANGLE_FONTS));
    const broken: string[] = [];
    for (const name of NAMES) {
      onDevice(name);
      const rawIsUtf8 = e.eval<boolean>("E.isUTF8(RAW)");
      expect(rawIsUtf8, name).toBe(name.length > 0 && [...name].some((ch) => ch.charCodeAt(0) > 127));
      for (const h of Object.keys(node)) {
        const want = node[h](name);
        expect(e.eval(`TXT.helpers.${h}(LIT)`), `${h}(${name}), literal`).toEqual(want);
        expect(e.eval(`TXT.helpers.${h}(APP)`), `${h}(${name}), read back`).toEqual(want);
        if (JSON.stringify(e.eval(`TXT.helpers.${h}(RAW)`)) !== JSON.stringify(want)) broken.push(`${h}(${name})`);
      }
    }
    // The class the app is kept clear of: on a bare JSON.parse's UTF-8 string these cut by bytes.
    for (const h of ["shortName", "fit", "withoutLevel", "handover", "replaceFirst"]) expect(broken.some((b) => b.startsWith(h + "(")), h).toBe(true);
    expect(broken.every((b) => !b.startsWith("find(") && !b.startsWith("width("))).toBe(true);
    expect(e.takeErrors()).toEqual([]);
  });

  it("the built-ins the app uses on text: on plain strings as on Node; on UTF-8 strings as builtins.d.ts records", () => {
    const declared = readFileSync(join(ROOT, "hal/espruino/.lib/builtins.d.ts"), "utf8");
    const stringInterface = declared.slice(declared.indexOf("interface String {"), declared.indexOf("interface StringConstructor"));
    const subject = "J\xfcrgen M\xfcller \xc4\xdf";
    onDevice(subject);
    // Each a built-in (member, or operator) on `s`, written once and run on the device and on Node alike.
    const uses: [string, string][] = [
      ["length", "s.length"], ["charAt", "s.charAt(1)"], ["[]", "s[8]"], ["charCodeAt", "s.charCodeAt(1) + ',' + s.charCodeAt(8)"],
      ["concat", "s.concat('x').length"], ["indexOf", "s.indexOf('ller')"], ["lastIndexOf", "s.lastIndexOf('l')"],
      ["startsWith", "s.startsWith('J\\xfc')"], ["endsWith", "s.endsWith('\\xdf')"], ["slice", "s.slice(0, 3) + '|' + s.slice(-3)"],
      ["substr", "s.substr(1, 3)"], ["substring", "s.substring(0, 6) + '|' + s.substring(8) + '|' + s.substring(1, 2)"],
      ["split", "s.split(' ').join('/') + s.split(' ')[1].length + s.split('')[1]"],
      ["trim", "(' ' + s + ' ').trim()"], ["padStart", "s.padStart(17, '*')"], ["padEnd", "s.padEnd(17, '*')"], ["repeat", "s.repeat(2).length"],
      ["replace", "s.replace('M', 'N')"], ["toUpperCase", "s.toUpperCase()"], ["toLowerCase", "s.toLowerCase()"],
      ["JSON.stringify", "JSON.stringify(s)"], ["+", "('x' + s).substring(0, 3)"], ["+=", "(function () { var t = 'J'; t += s; return t.substring(0, 3); })()"],
      ["<", "[s < 'K', s > 'Jz', s == 'J\\xfcrgen M\\xfcller \\xc4\\xdf']"],
      ["sort", "[s, 'Jz', 'J'].sort().join('/')"], ["for...of", "(function () { var n = ''; for (var c of s) n += c; return n; })()"],
      ["fromCharCode", "String.fromCharCode(s.charCodeAt(1), 0x20ac).length + ',' + String.fromCharCode(0x20ac).charCodeAt(0)"],
      ["drawString", "(function () { g.setFontCustom(TXT.font.bitmap, TXT.font.first, TXT.font.widths, TXT.font.height); g.clear(); g.drawString(s, 0, 0); var h = 0; for (var y = 0; y < 16; y++) for (var x = 0; x < 176; x++) h = (h * 31 + g.getPixel(x, y)) | 0; return h + ',' + g.stringWidth(s); })()"],
    ];
    const differsFromNode: string[] = [];
    const utf8OfPlain: string[] = [];
    const differsOnUtf8: string[] = [];
    const run = (expr: string, input: string) => e.eval<[unknown, boolean]>(`(function (s) { var r = ${expr}; return [r, typeof r === "string" && E.isUTF8(r)]; })(${input})`);
    for (const [name, expr] of uses) {
      const plain = run(expr, "LIT");
      // Node's own JSON.stringify leaves Latin-1 as it is: the device's writer there is toJson.
      // (The drawing has no Node counterpart here: the lockstep suites compare every screen.)
      if (name !== "drawString") {
        const node = name === "JSON.stringify" ? toJson(subject) : new Function("s", `return ${expr};`)(subject);
        if (JSON.stringify(plain[0]) !== JSON.stringify(node)) differsFromNode.push(name);
      }
      if (plain[1]) utf8OfPlain.push(name);
      if (JSON.stringify(run(expr, "RAW")[0]) !== JSON.stringify(plain[0])) differsOnUtf8.push(name);
    }
    // On plain strings the firmware gives what Node gives, but where the declarations leave the member out.
    expect(differsFromNode).toEqual(["toUpperCase", "toLowerCase", "fromCharCode"]);
    expect(utf8OfPlain).toEqual(["charAt", "[]"]);
    for (const m of ["toUpperCase(", "toLowerCase(", "charAt(", "[index: number]"]) expect(stringInterface, m).not.toContain(m);
    expect(declared).toContain("fromCharCode keeps only the low byte of a code above 0xFF");
    // On a UTF-8 string (which device code never holds: parseJson, lint, the bundle check) these go wrong.
    expect(differsOnUtf8).toEqual(["slice", "substr", "substring", "padStart", "repeat", "replace", "toUpperCase", "toLowerCase", "+", "+=", "for...of"]);
    expect(e.takeErrors()).toEqual([]);
  });
});
