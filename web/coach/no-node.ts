// sim/shape.ts keeps the rest's shape in a file with Node's fs and path (shapeFor), beside
// buildShape, which the page's worker runs. In the page those two imports come here: for the
// bundle by web/server/config.ts (only where sim/shape.ts imports them), for the type check
// by web/tsconfig.json's paths, so that the page's check needs no Node types. Nothing here
// runs: the page never calls shapeFor. (It goes once buildShape has a file without Node's
// imports: docs/web.md.)
function absent(): never {
  throw new Error("the page has no file system");
}

export function readFileSync(_file: string, _encoding: string): string {
  return absent();
}
export function writeFileSync(_file: string, _data: string): void {
  absent();
}
export function renameSync(_from: string, _to: string): void {
  absent();
}
export function mkdirSync(_dir: string, _o: { recursive: boolean }): void {
  absent();
}
export function dirname(_path: string): string {
  return absent();
}
export function join(..._parts: string[]): string {
  return absent();
}

declare global {
  /** shapeFor names its temporary file by the process id. */
  const process: { readonly pid: number };
}
