// Once per test run: the Kniffel preset's tables for the chances to win and the level Sieg
// (values, spread, the rest's shape: sim/advisor.ts chanceTables), made in dist/tables where
// missing (about 15 s on one core), so that the suites that read them never make them twice at
// once.
import { buildRules } from "../../firmware/core";
import type { Rules } from "../../firmware/core";
import { chanceTables } from "../../sim/advisor";
import { DEFAULT_TABLES } from "../../sim/cli/tables";

export default function setup(): void {
  chanceTables(buildRules("kniffel", []) as Rules, DEFAULT_TABLES, (key, arg) => console.log(`chance tables: ${key} ${arg}`));
}
