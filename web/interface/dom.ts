// Small DOM helpers of the watch app's page.

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { [k: string]: string } = {}, ...kids: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) e.setAttribute(k, v);
  for (const k of kids) e.append(k);
  return e;
}

export function section(title: string, ...kids: (Node | string)[]): HTMLElement {
  return el("section", {}, el("h2", {}, title), ...kids);
}

export function table(head: string[], rows: (string | number)[][], id: string): HTMLTableElement {
  const t = el("table", { id });
  t.append(el("tr", {}, ...head.map((h) => el("th", {}, h))));
  for (const r of rows) t.append(el("tr", {}, ...r.map((c) => el("td", {}, String(c)))));
  return t;
}

/** Bytes as whole KB. */
export const kb = (bytes: number) => String(Math.round(bytes / 1024));
