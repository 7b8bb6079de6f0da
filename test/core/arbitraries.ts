// fast-check arbitraries shared by the property tests: any rule set a game can have.
import fc from "fast-check";
import type { Rules } from "../../firmware/core";
import { buildRules, isError } from "../../firmware/core";

export const rulesArb: fc.Arbitrary<Rules> = fc
  .record({
    preset: fc.constantFrom("kniffel", "meisterschaft", "tallynight", "yahtzee", "yatzy"),
    extra: fc.option(fc.constantFrom("freeChoice", "upperFirst", "mustFit", "joker")),
    strike: fc.option(fc.boolean()),
    sum: fc.boolean(),
    bonus: fc.constantFrom(50, 100),
    kif: fc.boolean(),
  })
  .map((o) => {
    const sw = o.preset === "yatzy" ? [] : [
      `fullHouseScoresSum=${o.sum}`, `extraKniffelBonus=${o.bonus}`, `kniffelIsFullHouse=${o.kif}`,
      ...(o.extra ? [`extraKniffel=${o.extra}`] : []), ...(o.strike !== null ? [`voluntaryStrike=${o.strike}`] : []),
    ];
    const r = buildRules(o.preset, sw);
    if (isError(r)) throw new Error(JSON.stringify(r));
    return r;
  });
