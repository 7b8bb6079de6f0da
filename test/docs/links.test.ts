// Every link of README and docs/ to a file of the project resolves, and so does its #anchor
// (a heading of that file, as GitHub makes its anchors).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { markedFiles } from "../../build/figures/marks";

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, "").replace(/ /g, "-");

function anchorsOf(file: string): string[] {
  return readFileSync(file, "utf8").split("\n").filter((l) => /^#{1,6} /.test(l)).map((l) => anchor(l.replace(/^#+ /, "")));
}

/** The links of a Markdown file that do not resolve. */
function broken(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = m[1];
    if (/^[a-z]+:/.test(link)) continue; // http(s), mailto: not this project's
    const [path, hash] = link.split("#");
    const target = path ? join(ROOT, dirname(file), path) : join(ROOT, file);
    if (!existsSync(target)) out.push(`${file}: ${link} (no ${relative(ROOT, target)})`);
    else if (hash && target.endsWith(".md") && !anchorsOf(target).includes(hash)) out.push(`${file}: ${link} (no heading #${hash})`);
  }
  return out;
}

describe("the docs' links", () => {
  it("resolve, with their anchors", () => {
    expect(markedFiles().concat("build/bangleapps/README.md").flatMap(broken)).toEqual([]);
  });

  it("are found broken where a file or heading is missing", () => {
    expect(anchor("On the watch's clock")).toBe("on-the-watchs-clock");
    expect(anchor("test.json and BangleApps' runner")).toBe("testjson-and-bangleapps-runner");
  });
});
