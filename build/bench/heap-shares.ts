// Where the title screen's variables go on a watch's firmware: what the firmware and the
// widgets hold, what the app's event handlers reach (its code's functions and its state), the
// rules core's module, and the part of the app's that is only its top scope's names: each
// function there costs the firmware a fixed number of variables whether it runs or not. Those
// unit costs are measured on the same firmware (a module of 100 functions evaluated from
// Storage, as the app's code is); the names are counted in the code the watch stores.
import { parse } from "acorn";
import type { AnyNode } from "../gate/bundle-check";
import { walk } from "../gate/bundle-check";
import { untokenise } from "../pretokenise";
import { Watch } from "../../emu/watch";
import type { Figure } from "./measure";

const UNIT_FUNCTIONS = 100;

/** Variables per function of no parameters, and per parameter, on this firmware. */
function unitCosts(image: Uint8Array, board: string): { fn: number; param: number } {
  const w = new Watch(image, false, board);
  const cost = (params: string) => {
    let code = "(function(){";
    for (let i = 0; i < UNIT_FUNCTIONS; i++) code += `function f${i}(${params}){return ${i}}`;
    w.emu.writeFile("unit.mod", Buffer.from(code + "return f0})()", "latin1"));
    const before = w.usage();
    w.emu.exec('var KEEP=global.eval(require("Storage").read("unit.mod"))');
    const after = w.usage();
    w.emu.exec("delete KEEP");
    return (after - before - 1) / UNIT_FUNCTIONS; // (KEEP's own name)
  };
  const fn = cost("");
  return { fn, param: (cost("a,b") - fn) / 2 };
}

/** The function whose body declares the most functions: the app's own scope (the bundle's iife). */
function appScope(code: string): AnyNode[] {
  const declared = (list: AnyNode[]) => list.filter((s) => s.type === "FunctionDeclaration").length;
  let best: AnyNode[] = [];
  walk(parse(code, { ecmaVersion: 2020 }) as unknown as AnyNode, (n) => {
    const body = n.body as AnyNode | undefined;
    if (/Function/.test(n.type) && body?.type === "BlockStatement" && declared(body.body as AnyNode[]) > declared(best)) best = body.body as AnyNode[];
  });
  return best;
}

/** The app's top scope: its functions, their parameters, and its other names. */
function topScope(code: string): { functions: number; params: number; names: number } {
  let functions = 0;
  let params = 0;
  let names = 0;
  for (const s of appScope(code)) {
    if (s.type === "FunctionDeclaration") {
      functions++;
      params += (s.params as AnyNode[]).length;
    } else if (s.type === "VariableDeclaration") {
      for (const d of s.declarations as AnyNode[]) {
        const init = d.init as AnyNode | null;
        if (init && /Function/.test(init.type)) {
          functions++;
          params += (init.params as AnyNode[]).length;
        } else names++;
      }
    }
  }
  return { functions, params, names };
}

/** The title's variables by where they go, on board's firmware with the app installed and prepared (`image`). */
export function heapShares(image: Uint8Array, board: string): Figure[] {
  const core = new Watch(image, false, board);
  const coreVars = core.emu.eval<number>(`E.getSizeOf(global.eval(require("Storage").read(${JSON.stringify(core.b.prefix + ".core")})))`);
  const w = new Watch(image, false, board).start();
  const usage = w.usage();
  const held = w.emu.eval<{ app: number; widgets: number }>("({app:E.getSizeOf(Bangle),widgets:E.getSizeOf(global.WIDGETS||{})})");
  const stored = w.file(w.b.prefix + ".app.js") ?? "";
  const top = topScope(untokenise(stored));
  const unit = unitCosts(image, board);
  const names = Math.round(top.functions * unit.fn + top.params * unit.param + top.names);
  const name = `${board} firmware, title: variables`;
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return [
    { name: `${name} in use`, value: usage, unit: "vars" },
    { name: `${name} the app's handlers reach (its code and state)`, value: held.app, unit: "vars" },
    { name: "  the rules core's module", value: coreVars, unit: "vars" },
    { name: "  the functions in the app's top scope", value: top.functions, unit: "functions" },
    { name: "  the top scope's names: its functions, their parameters, its variables", value: names, unit: "vars" },
    { name: `${name} of the widgets`, value: held.widgets, unit: "vars" },
    { name: `${board} firmware: variables per function`, value: r2(unit.fn), unit: "vars" },
    { name: `${board} firmware: variables per parameter`, value: r2(unit.param), unit: "vars" },
  ];
}
