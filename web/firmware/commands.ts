// The App Loader's Storage writes for an app's files (EspruinoAppLoaderCore appinfo.js
// getFileUploadCommands, asJSExpr), as expressions for the device's console (install.ts).

const CHUNK = 1024; // the App Loader's UPLOAD_CHUNKSIZE

/** A piece of a file as a JavaScript expression (appinfo.js asJSExpr, without heatshrink). */
export function asJsExpr(txt: string): string {
  let binary = false;
  for (let i = 0; i < txt.length; i++) {
    const c = txt.charCodeAt(i);
    if (c === 0 || c > 127) binary = true;
  }
  const json = JSON.stringify(txt);
  const b64 = `atob(${JSON.stringify(btoa(txt))})`;
  return binary || b64.length < json.length ? b64 : json;
}

/**
 * The Storage writes that put `data` (one char per byte) into file `name` (getFileUploadCommands),
 * the file made `size` bytes long (its end left erased, as a saved-game slot's).
 */
export function fileCommands(name: string, data: string, size = data.length): string[] {
  const n = JSON.stringify(name);
  const cmds = [`require('Storage').write(${n},${asJsExpr(data.slice(0, CHUNK))},0,${size})`];
  for (let i = CHUNK; i < data.length; i += CHUNK) cmds.push(`require('Storage').write(${n},${asJsExpr(data.slice(i, i + CHUNK))},${i})`);
  return cmds;
}

/** A file as the App Loader stores it: evaluated on the device, or its bytes. */
export function storageCommands(entry: { name: string; evaluate?: boolean }, data: string): string[] {
  if (!entry.evaluate) return fileCommands(entry.name, data);
  let js = data.trim();
  if (js.endsWith(";")) js = js.slice(0, -1);
  return [`require('Storage').write(${JSON.stringify(entry.name)},${js})`];
}

/** Bytes as a string of one char each (how Storage holds them). */
export function byteString(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode.apply(null, Array.prototype.slice.call(b, i, i + 8192) as number[]);
  return s;
}
