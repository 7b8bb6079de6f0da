// The firmware switch needs the Web IDE's page files beside a watch's firmware: a folder that
// has the firmware for the Node driver but not `common.js` or `emu_<board>.html` gives the
// site no switch for that watch, and the switch's browser suites skip with this line.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { emuFiles, firmwareBoards, pageFirmwareMissing } from "../../web/server/config";

describe("the page's firmware files", () => {
  const before = process.env.ESPRUINO_EMU_DIR;
  const dirs: string[] = [];
  afterEach(() => {
    if (before === undefined) delete process.env.ESPRUINO_EMU_DIR;
    else process.env.ESPRUINO_EMU_DIR = before;
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  /** A firmware folder with these files (empty), named by $ESPRUINO_EMU_DIR. */
  function folder(files: string[]): string {
    const d = mkdtempSync(join(tmpdir(), "kniffel-emu-"));
    dirs.push(d);
    for (const f of files) writeFileSync(join(d, f), "");
    process.env.ESPRUINO_EMU_DIR = d;
    return d;
  }

  it("a folder with the firmware but not the page glue: no switch, and the line names the missing file and the variable", () => {
    const app = folder(["metadata.json"]);
    const firmware = ["emulator_banglejs2.js", "emu_banglejs2.js"];
    const d = folder(firmware);
    const said = pageFirmwareMissing("banglejs2");
    expect(said).toContain(join(d, "emu_banglejs2.html"));
    expect(said).toContain("$ESPRUINO_EMU_DIR");
    expect(firmwareBoards({ banglejs2: app })).toEqual({ boards: [], missing: said });
    folder([...firmware, "emu_banglejs2.html"]);
    expect(pageFirmwareMissing("banglejs2")).toContain("common.js");
  });

  it("with every file: the switch", () => {
    const app = folder(["metadata.json"]);
    folder([...emuFiles("banglejs2"), "common.js", "LICENSE-EspruinoWebIDE"]);
    expect(pageFirmwareMissing("banglejs2")).toBeUndefined();
    expect(firmwareBoards({ banglejs2: app })).toEqual({ boards: ["banglejs2"], missing: "" });
  });
});
