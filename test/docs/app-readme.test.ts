// The App Loader folder's README lists the files of its metadata.json (storage and data), as
// the suite's set-up built the folder; the build writes the list (build/bangleapps-readme.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Metadata } from "../../build/bangleapps";
import { SOURCE } from "../../build/bangleapps";
import { withFileList } from "../../build/bangleapps-readme";
import { ROOT } from "../../build/boards";

const FOLDER = join(ROOT, ".tmp/firmware/kniffel");
const readme = () => readFileSync(join(SOURCE, "README.md"), "utf8");
const metadata = () => JSON.parse(readFileSync(join(FOLDER, "metadata.json"), "utf8")) as Metadata;

describe("the App Loader folder's README", () => {
  it("lists every file the metadata installs and the app writes, and no other", () => {
    const text = readme();
    expect(withFileList(text, metadata())).toBe(text);
    expect(readFileSync(join(FOLDER, "README.md"), "utf8")).toBe(text);
  });

  it("tells where its list differs from the metadata's", () => {
    const m = metadata();
    const fewer = { ...m, data: m.data.slice(1) };
    expect(withFileList(readme(), fewer)).not.toBe(readme());
    expect(() => withFileList(readme(), { ...m, storage: [...m.storage, { name: "kniffel.new", url: "x" }] })).toThrow(/no description of kniffel.new/);
  });
});
