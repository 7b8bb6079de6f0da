// Bar charts as SVG, for the pictures after a game: one bar per value, a label under each
// where there is room, the largest value setting the scale, and a title. No chart library:
// a few rectangles and texts say it.
const NS = "http://www.w3.org/2000/svg";

function el<K extends keyof SVGElementTagNameMap>(name: K, attrs: { [k: string]: string | number }, text?: string): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, name);
  for (const k of Object.keys(attrs)) e.setAttribute(k, String(attrs[k]));
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A number as the game shows it: at most one decimal, with the language's decimal mark. */
export function formatNumber(v: number, lang: "de" | "en" = "de"): string {
  const s = Number.isInteger(v) ? String(v) : v.toFixed(1);
  return lang === "de" ? s.replace(".", ",") : s;
}

export interface Bars {
  title: string;
  values: number[];
  /** Under each bar (every few where they would crowd). */
  labels: string[];
  /** What a bar's tooltip says. */
  tips: string[];
  /** A line across the chart (e.g. the average), with its label. */
  line?: { value: number; label: string };
  /** Bars at or above this value get the highlight colour (e.g. a loss worth looking at). */
  mark?: number;
}

const W = 480;
const H = 160;
const PAD = { l: 36, r: 8, t: 24, b: 22 };

export function barChart(b: Bars): SVGSVGElement {
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img", "aria-label": b.title });
  svg.appendChild(el("text", { x: PAD.l, y: 14, class: "chart-title" }, b.title));
  const top = Math.max(1e-9, b.line ? b.line.value : 0, ...b.values);
  const plotW = W - PAD.l - PAD.r;
  const plotH = H - PAD.t - PAD.b;
  const y = (v: number) => PAD.t + plotH - (v / top) * plotH;
  svg.appendChild(el("line", { x1: PAD.l, x2: W - PAD.r, y1: y(0), y2: y(0), class: "chart-axis" }));
  svg.appendChild(el("text", { x: PAD.l - 4, y: y(top) + 4, class: "chart-scale" }, formatNumber(top)));
  const n = Math.max(1, b.values.length);
  const step = plotW / n;
  const every = Math.ceil(n / 16); // at most 16 labels
  b.values.forEach((v, i) => {
    const r = el("rect", {
      x: PAD.l + i * step + step * 0.15,
      y: y(v),
      width: Math.max(1, step * 0.7),
      height: Math.max(0, y(0) - y(v)),
      class: b.mark !== undefined && v >= b.mark ? "bar bar-mark" : "bar",
    });
    r.appendChild(el("title", {}, b.tips[i]));
    svg.appendChild(r);
    if (i % every === 0) svg.appendChild(el("text", { x: PAD.l + (i + 0.5) * step, y: H - 6, class: "chart-label" }, b.labels[i]));
  });
  if (b.line) {
    svg.appendChild(el("line", { x1: PAD.l, x2: W - PAD.r, y1: y(b.line.value), y2: y(b.line.value), class: "chart-line" }));
    svg.appendChild(el("text", { x: W - PAD.r, y: y(b.line.value) - 3, class: "chart-line-label" }, b.line.label));
  }
  return svg;
}
