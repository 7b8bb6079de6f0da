// The page's set-up controls: board, the next game's rules, language and the firmware switch,
// as the address says them (params.ts); changing one changes the address and starts the
// device anew with it (a saved game resumes, as after a power cut).
import type { Lang, PresetId, Rules } from "../firmware/core";
import { houseRules, keyOf, LANGS, PRESET_IDS, presetRules, text } from "../firmware/core";
import { boardIds, loadConfig } from "../sim/profiles";
import { queryOf } from "./params";
import { pageText } from "./text";

export interface Choice {
  board: string;
  lang: Lang;
  rules: Rules;
  firmware: boolean;
}

export interface ControlOptions {
  root: HTMLElement;
  choice: Choice;
  /** What the board's edition offers: rule menus (else one rule set, chosen here), English, the firmware. */
  offers: (board: string) => { langs: Lang[]; firmware: boolean };
  change(c: Choice): void;
  reset(): void;
}

function select(label: string, options: [string, string][], value: string, id: string): HTMLLabelElement {
  const l = document.createElement("label");
  l.textContent = label + " ";
  const s = document.createElement("select");
  s.id = id;
  for (const [v, t] of options) {
    const o = document.createElement("option");
    o.value = v;
    o.textContent = t;
    s.appendChild(o);
  }
  s.value = value;
  l.appendChild(s);
  return l;
}

/** Builds the controls into `root`; returns what updates them when the device changes its language. */
export function renderControls(o: ControlOptions): (lang: Lang) => void {
  const c = o.choice;
  const offer = o.offers(c.board);
  const config = loadConfig();
  o.root.textContent = "";
  const house = houseRules(c.rules);
  const rulesName = (p: PresetId) => text(c.lang, keyOf("preset.", p)) + (p === c.rules.preset && house.length ? " + " + house.join(", ") : "");
  const board = select(pageText(c.lang, "board"), boardIds().map((id) => [id, config.boards[id].name]), c.board, "board");
  const rules = select(pageText(c.lang, "rules"), PRESET_IDS.map((p) => [p, rulesName(p)]), c.rules.preset, "rules");
  const lang = select(pageText(c.lang, "lang"), offer.langs.map((l) => [l, l === "de" ? "Deutsch" : "English"]), c.lang, "lang");
  const fwLabel = document.createElement("label");
  const fw = document.createElement("input");
  fw.type = "checkbox";
  fw.id = "firmware";
  fw.checked = c.firmware;
  fw.disabled = !offer.firmware;
  fwLabel.append(fw, " " + pageText(c.lang, "firmware"));
  const reset = document.createElement("button");
  reset.type = "button";
  reset.id = "reset";
  reset.textContent = pageText(c.lang, "reset");
  o.root.append(board, rules, lang, fwLabel, reset);
  const value = (l: HTMLLabelElement) => (l.querySelector("select") as HTMLSelectElement).value;
  const changed = () => {
    const preset = value(rules);
    const next: Choice = {
      board: value(board),
      lang: value(lang) as Lang,
      rules: preset === c.rules.preset ? c.rules : (presetRules(preset) as Rules),
      firmware: fw.checked,
    };
    if (!o.offers(next.board).firmware) next.firmware = false;
    if (o.offers(next.board).langs.indexOf(next.lang) < 0) next.lang = "de";
    history.replaceState(null, "", queryOf(next));
    o.change(next);
  };
  for (const e of [board, rules, lang]) (e.querySelector("select") as HTMLSelectElement).addEventListener("change", changed);
  fw.addEventListener("change", changed);
  reset.addEventListener("click", () => {
    reset.blur();
    if (confirm(pageText(c.lang, "resetAsk"))) o.reset();
  });
  return (l: Lang) => {
    if (l === c.lang || LANGS.indexOf(l) < 0) return;
    c.lang = l;
    history.replaceState(null, "", queryOf(c));
    renderControls(o);
  };
}
