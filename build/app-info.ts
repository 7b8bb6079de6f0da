// An app folder's metadata.json and the .info file the App Loader writes for it on install
// (EspruinoAppLoaderCore js/appinfo.js createAppJSON), without Node APIs: the build, the
// flasher and the web page's firmware install use the same.
export interface StorageEntry {
  name: string;
  url: string;
  evaluate?: boolean;
  /** The watches (App Loader device ids) this file is for; absent: every watch the app supports. */
  supports?: string[];
}

export interface Metadata {
  id: string;
  name: string;
  shortName?: string;
  version: string;
  storage: StorageEntry[];
  /** Files the app writes, by name or by wildcard: the App Loader removes them with the app. */
  data: ({ name: string } | { wildcard: string })[];
  screenshots: { url: string }[];
  [key: string]: unknown;
}

/** The app's .info file, as the App Loader writes it on install: its fields in its order. */
export function appInfo(m: Metadata): { name: string; content: string } {
  const name = `${m.id}.info`;
  const info: { [k: string]: unknown } = { id: m.id, name: m.shortName ?? m.name };
  if (typeof m.type === "string" && m.type !== "app") info.type = m.type;
  info.src = `${m.id}.app.js`;
  info.icon = `${m.id}.img`;
  if (m.sortorder !== undefined) info.sortorder = m.sortorder;
  info.version = m.version;
  if (m.tags !== undefined) info.tags = m.tags;
  info.files = [name, ...m.storage.map((s) => s.name)].join(",");
  info.data = m.data.map((d) => ("name" in d ? d.name : d.wildcard)).join(",");
  return { name, content: JSON.stringify(info) };
}
