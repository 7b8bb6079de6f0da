// Pretokenised code on the real firmware: the pretokeniser (build/pretokenise.ts, and the App
// Loader's for a watch app's code) drops the space between two operators, so `a- -4` would
// reach the lexer as `a--4`. The build puts such a sign's operand in parentheses
// (build/gate/bundle-check.ts separateSigns); here every pairing of signs, pretokenised
// with and without that, is evaluated from Storage on the firmware and compared with Node.
import { expect, it } from "vitest";
import { separateSigns } from "../../build/gate/bundle-check";
import { pretokenise } from "../../build/pretokenise";
import { describeFirmware, newWatch } from "./fixture";

const CASES = ["a- -4", "a+ +4", "a- +4", "a+ -4", "a- -b", "a+ +b", "a- --c", "a+ ++c", "a- -(b*2)", "a-(-4)", "a--+b"];

/** The cases as one module: each evaluated in a function with a, b, c of its own. */
function module(cases: string[]): string {
  return "JSON.stringify([" + cases.map((x) => `(function(){var a=10,b=3,c=5;return ${x};})()`).join(",") + "])";
}

describeFirmware("pretokenised code", () => {
  it("keeps every pairing of signs once they are separated, and shows why they must be", () => {
    const watch = newWatch();
    const run = (code: string) => {
      watch.emu.writeFile("signs.t", Buffer.from(pretokenise(code), "latin1"));
      return watch.emu.eval<string>('String(global.eval(require("Storage").read("signs.t")))');
    };
    const expected = new Function(`return ${module(CASES)}`)() as string;
    expect(run(separateSigns(module(CASES)))).toBe(expected);
    expect(separateSigns("x=a- -4")).toBe("x=a- (-4)");
    // Without separateSigns the firmware reads another expression (or none).
    let plain: string;
    try {
      plain = run(module(["a- -4"]));
    } catch (e) {
      plain = String(e);
    }
    expect(plain).not.toBe("[14]");
  });
});
