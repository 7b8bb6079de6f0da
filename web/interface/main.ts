// The watch app's page in BangleApps' App Loader (interface.html, "Download from App"): the
// statistics per rule set and the last games, the game in progress as a sheet; downloads as
// CSV and as the JSON backup `kniffel import` reads; a backup put back; the statistics
// cleared; the exact coach's table for another rule set computed here (a Web Worker, the
// project's solver) and sent, or removed. Everything it reads goes through the device's own
// loaders, everything it writes is worked out on a copy first (data.ts, tables.ts); one
// action at a time, and a lost connection ends it with one line and a button to try again.
import type { WorkerReply } from "../coach/worker";
import { byteString } from "../firmware/commands";
import { loadConfig, profileFor } from "../../sim/profiles";
import { exportFiles, prettyJson } from "../../sim/backup";
import { cliText } from "../../sim/cli/text";
import { rulesCode, rulesetId } from "../../firmware/coach/table";
import type { GameError, Lang, Rules } from "../../firmware/core";
import { errorText, isError } from "../../firmware/core";
import type { Writes } from "./data";
import { clearStatsWrites, DATA_FILES, lastGamesCsv, readBackup, restoreWrites, statsCsv, utf8Bytes } from "./data";
import { restoreSteps, SETTLE, stagingBytes } from "./restore";
import { el, kb } from "./dom";
import { download, eraseFile, LinkError, readFile, waitSeconds, watchEval, writeFile } from "./link";
import type { CoachEntry, TableFileInfo, Upload } from "./tables";
import { coachEntries, FILE_OVERHEAD, LIST_TABLES, partsOf, roomFor, rulesLabel, TABLES_WAITING, upload } from "./tables";
import { pageLang, say } from "./text";
import type { Actions, Watch } from "./view";
import { watchView } from "./view";

/** The worker's code (web/coach/worker.ts), bundled into the page by the build (build/interface.ts). */
declare const INTERFACE_WORKER: string;

/** What the App Loader tells the page of the watch (onInit). */
interface DeviceInfo {
  id?: string;
  version?: string;
}

const APP_FILE = "kniffel.app.js";
const LIST = 'require("Storage").list(/^kniffel\\./)';
const FREE = '(function(s){return s.freeBytes+s.trashBytes})(require("Storage").getStats())';

/** The board of the watch the App Loader is connected to (its id, e.g. BANGLEJS2), by espruino.config.json. */
function boardOf(device: DeviceInfo): string {
  const boards = loadConfig().boards;
  return Object.keys(boards).find((b) => boards[b].espruinoBoard === device.id) ?? "banglejs2";
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

class WatchPage implements Actions {
  private lang: Lang = pageLang(undefined, navigator.languages ?? [navigator.language]);
  /** The language chosen on the page: kept over the app's setting from then on. */
  private chosen = false;
  private watch: Watch | null = null;
  private busy = false;
  /** Tables computed here, by rule set: a second try sends again without computing again. */
  private readonly computed = new Map<string, Uint8Array>();
  private readonly root = document.getElementById("app") as HTMLElement;
  private readonly status = document.getElementById("status") as HTMLElement;

  constructor(private readonly slot: number) {}

  button(label: string, id: string, act: () => Promise<void> | void): HTMLButtonElement {
    const b = el("button", { id, type: "button" }, label);
    b.onclick = () => void this.run(act);
    return b;
  }

  /** One line of what happened; `retry` adds a button that tries again. */
  private tell(line: string, kind: "ok" | "error" | "busy" = "ok", retry?: () => Promise<void>): void {
    this.status.className = kind;
    this.status.replaceChildren(line);
    if (retry) this.status.append(" ", this.button(say(this.lang, "again"), "retry", retry));
  }

  /** Runs one action at a time; a lost connection ends it with one line and a button to try it again. */
  async run(act: () => Promise<void> | void): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    document.body.classList.add("busy");
    try {
      await act();
    } catch (e) {
      this.progress(null);
      if (e instanceof LinkError && e.kind === "lost") this.tell(say(this.lang, "lost", waitSeconds()), "error", () => act() as Promise<void>);
      else this.tell(String((e as Error).message ?? e), "error");
    } finally {
      this.busy = false;
      document.body.classList.remove("busy");
    }
  }

  private async read(): Promise<Watch> {
    const names = await watchEval<string[]>(LIST);
    const files = new Map<string, string>();
    for (const n of DATA_FILES) if (names.includes(n)) files.set(n, await readFile(n));
    const data = exportFiles(files, this.slot);
    if (data.backup.settings && !this.chosen) this.lang = data.settings.lang;
    const tables = await watchEval<TableFileInfo[]>(LIST_TABLES);
    return { names, files, data, tables, free: await watchEval<number>(FREE) };
  }

  async refresh(): Promise<void> {
    this.tell(say(this.lang, "reading"), "busy");
    this.watch = await this.read();
    this.render();
    // What the device's loaders found damaged (the backup then holds what the watch uses).
    const notes = this.watch.data.notes;
    this.tell(notes.length ? notes.map((n) => cliText(this.lang, n)).join(" ") : say(this.lang, "free", kb(this.watch.free)));
  }

  private render(): void {
    if (!this.watch) return;
    document.documentElement.lang = this.lang;
    document.title = say(this.lang, "title");
    this.root.replaceChildren(...watchView(this.watch, this.lang, this));
  }

  setLang(l: Lang): void {
    this.lang = l;
    this.chosen = true;
    this.render();
  }

  private progress(done: number | null): void {
    const p = document.getElementById("progress") as HTMLProgressElement | null;
    if (!p) return;
    p.hidden = done === null;
    p.value = done ?? 0;
  }

  private current(): Watch {
    if (!this.watch) throw new Error("no data read from the watch yet");
    return this.watch;
  }

  /** The app on the watch is closed before its files are replaced (it would save over them); true if it was running. */
  private async leaveApp(): Promise<boolean> {
    const running = () => watchEval<string>("global.__FILE__||''");
    if ((await running()) !== APP_FILE) return false;
    await watchEval("(load(),true)");
    for (let i = 0; i < 50 && (await running().catch(() => APP_FILE)) === APP_FILE; i++) await pause(200);
    return true;
  }

  /**
   * A restore, all or nothing: the steps of restore.ts, each answer checked. Where a piece is
   * not stored (the watch's Storage is full) or a file arrives damaged, the list is never
   * written, and the temporary files are erased again: false.
   */
  private async putBack(w: Writes): Promise<boolean> {
    for (const step of restoreSteps(w)) {
      const r = await watchEval<unknown>(step.expr);
      if (step.want !== undefined && r !== step.want) {
        await watchEval(SETTLE.expr);
        return false;
      }
    }
    return true;
  }

  statsCsv(): void {
    download("kniffel-statistik.csv", "text/csv", utf8Bytes(statsCsv(this.current().data.stats, this.lang)));
  }

  lastCsv(): void {
    download("kniffel-spiele.csv", "text/csv", utf8Bytes(lastGamesCsv(this.current().data.stats, this.lang)));
  }

  download(): void {
    download("kniffel-sicherung.json", "application/json", utf8Bytes(prettyJson(this.current().data.backup) + "\n"));
  }

  async restore(f: File): Promise<void> {
    await this.run(async () => {
      const r = readBackup(await f.text(), this.lang);
      if ("refused" in r) return this.tell(r.refused, "error");
      if (!confirm(say(this.lang, "restoreAsk"))) return;
      const w = await this.read();
      // The room the data files may take: what is free and what they take now.
      const taken = [...w.files.values()].reduce((n, d) => n + d.length + FILE_OVERHEAD, 0);
      const writes = restoreWrites(w.files, r.ok, this.slot, w.free + taken);
      if (!writes || stagingBytes(writes) > w.free) return this.tell(say(this.lang, "restoreFull"), "error");
      const left = await this.leaveApp();
      if (!(await this.putBack(writes))) return this.tell(say(this.lang, "restoreBad"), "error", () => this.restore(f));
      const parts = [r.ok.game && "partGame", r.ok.settings && "partSettings", r.ok.stats && "partStats"].filter((x): x is string => !!x);
      await this.refresh();
      this.tell(say(this.lang, "restored", parts.length ? parts.map((p) => say(this.lang, p)).join(", ") : say(this.lang, "partNone")) + (left ? " " + say(this.lang, "appLeft") : ""));
    });
  }

  async clearStats(): Promise<void> {
    if (!confirm(say(this.lang, "clearAsk"))) return;
    const w = await this.read();
    const left = await this.leaveApp();
    for (const name of clearStatsWrites(w.files).erase) await eraseFile(name);
    await this.refresh();
    this.tell(say(this.lang, "cleared") + (left ? " " + say(this.lang, "appLeft") : ""));
  }

  async removeTable(t: CoachEntry): Promise<void> {
    if (!confirm(say(this.lang, "removeAsk", t.label))) return;
    for (const f of t.files) await eraseFile(f);
    // The file that says parts wait goes with the last parts.
    if (!(await watchEval<string[]>(LIST)).some((n) => /^kniffel\.z\d+\.\d+$/.test(n))) await eraseFile(TABLES_WAITING);
    await this.refresh();
    this.tell(say(this.lang, "removed", t.label));
  }

  /** The table for `rules`, computed in the worker (with the progress bar), once per page. */
  private compute(rules: Rules): Promise<Uint8Array> {
    const id = rulesetId(rules);
    const have = this.computed.get(id);
    if (have) return Promise.resolve(have);
    this.tell(say(this.lang, "computing", rulesLabel(rules, this.lang)), "busy");
    this.progress(0);
    return new Promise((resolve, reject) => {
      const url = URL.createObjectURL(new Blob([INTERFACE_WORKER], { type: "text/javascript" }));
      const worker = new Worker(url);
      const end = () => {
        worker.terminate();
        URL.revokeObjectURL(url);
        this.progress(null);
      };
      worker.onmessage = (e: MessageEvent<WorkerReply>) => {
        if (e.data.k === "progress") return this.progress(e.data.done);
        end();
        this.computed.set(id, e.data.bytes);
        resolve(e.data.bytes);
      };
      worker.onerror = (e) => {
        end();
        reject(new Error(say(this.lang, "workerFailed", e.message)));
      };
      worker.postMessage(rules);
    });
  }

  async sendTable(r: Rules | GameError): Promise<void> {
    if (isError(r)) return this.tell(errorText(r, this.lang), "error");
    const w = this.current();
    if (coachEntries(w.tables, w.names, this.lang).some((t) => t.code === rulesCode(r) && t.state === "ready")) return this.tell(say(this.lang, "have"));
    const bytes = await this.compute(r);
    this.tell(say(this.lang, "packing"), "busy");
    await pause(0); // the line is shown while it packs
    await this.sendParts(upload(r, bytes), rulesLabel(r, this.lang));
  }

  /** Sends the parts, each checked by its CRC-32 read back from the watch, then the file that says they wait. */
  private async sendParts(u: Upload, label: string): Promise<void> {
    const again = () => this.sendParts(u, label);
    // Parts of a try that was cut off go first, so that no two tries mix; their room is then free.
    for (const p of partsOf(await watchEval<string[]>(LIST), u.code)) await eraseFile(p);
    const free = await watchEval<number>(FREE);
    if (!roomFor(u, free)) return this.tell(say(this.lang, "noRoom", kb(u.partBytes + u.tableBytes), kb(free)), "error");
    let sent = 0;
    this.progress(0);
    for (let i = 0; i < u.parts.length; i++) {
      const p = u.parts[i];
      const before = sent;
      this.tell(say(this.lang, "sending", `${kb(sent)} / ${kb(u.partBytes)} KB`), "busy");
      try {
        await writeFile(p.name, byteString(p.data), p.data.length, (n) => this.progress((before + n) / u.partBytes));
        const crc = await watchEval<number>(`E.CRC32(require("Storage").read(${JSON.stringify(p.name)}))`);
        if (crc >>> 0 !== p.crc) {
          await this.eraseSent(u, i + 1);
          this.progress(null);
          return this.tell(say(this.lang, "sendBad", i + 1), "error", again);
        }
      } catch (e) {
        this.progress(null);
        if (!(e instanceof LinkError)) throw e;
        if (e.kind === "lost") return this.tell(say(this.lang, "sendLost", i + 1, u.parts.length), "error", again);
        await this.eraseSent(u, i + 1);
        return this.tell(say(this.lang, "sendFull", i + 1, u.parts.length), "error");
      }
      sent += p.data.length;
    }
    // Every part whole on the watch: now the app may unpack them.
    await writeFile(TABLES_WAITING, "1");
    this.progress(null);
    await this.refresh();
    this.tell(say(this.lang, "sent", label, kb(u.partBytes)));
  }

  private async eraseSent(u: Upload, n: number): Promise<void> {
    for (let i = 0; i < n; i++) await eraseFile(u.parts[i].name);
  }
}

// interface.js calls onInit once the App Loader has connected the page to the watch.
(window as unknown as { onInit: (d: DeviceInfo) => void }).onInit = (device) => {
  const page = new WatchPage(profileFor(boardOf(device)).slot);
  void page.run(() => page.refresh());
};
