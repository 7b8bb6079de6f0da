// The boxes of a score sheet. A box's *kind* is its scoring rule; a sheet is an ordered
// list of kinds. Kniffel and Yahtzee share one sheet of 13 boxes, Yatzy has its own 15.

export enum Kind {
  Ones, Twos, Threes, Fours, Fives, Sixes,
  ThreeKind, FourKind, FullHouse, SmallStraight, LargeStraight, Kniffel, Chance,
  // Yatzy's own boxes: only the dice involved count, straights are exact runs.
  OnePair, TwoPairs, YThreeKind, YFourKind, YSmallStraight, YLargeStraight, YFullHouse, Yatzy,
}

export type GameId = "kniffel" | "yatzy";

/** A box's id (also the key of its name in text.ts). */
export type BoxId =
  | "ones" | "twos" | "threes" | "fours" | "fives" | "sixes"
  | "threeKind" | "fourKind" | "fullHouse" | "smallStraight" | "largeStraight" | "kniffel" | "chance"
  | "onePair" | "twoPairs" | "yatzy";

export interface Sheet {
  game: GameId;
  /** Box ids in sheet order. */
  ids: BoxId[];
  kinds: Kind[];
  /** Points added when the upper sum reaches UPPER_TARGET. */
  upperBonus: number;
  /** Index of the five-equal box (Kniffel/Yahtzee or Yatzy). */
  fiveBox: number;
}

export const UPPER_BOXES = 6;
export const UPPER_TARGET = 63;

const UPPER_IDS: BoxId[] = ["ones", "twos", "threes", "fours", "fives", "sixes"];
const UPPER_KINDS = [Kind.Ones, Kind.Twos, Kind.Threes, Kind.Fours, Kind.Fives, Kind.Sixes];

// Pure: a bundle that plays no game (the settings module) drops it.
export const KNIFFEL_SHEET: Sheet = {
  game: "kniffel",
  ids: /* @__PURE__ */ UPPER_IDS.concat(["threeKind", "fourKind", "fullHouse", "smallStraight", "largeStraight", "kniffel", "chance"]),
  kinds: /* @__PURE__ */ UPPER_KINDS.concat([Kind.ThreeKind, Kind.FourKind, Kind.FullHouse, Kind.SmallStraight, Kind.LargeStraight, Kind.Kniffel, Kind.Chance]),
  upperBonus: 35,
  fiveBox: 11,
};

// Pure: a build whose fixed rules are Kniffel's drops it (fixed.ts).
export const YATZY_SHEET: Sheet = {
  game: "yatzy",
  ids: /* @__PURE__ */ UPPER_IDS.concat(["onePair", "twoPairs", "threeKind", "fourKind", "smallStraight", "largeStraight", "fullHouse", "chance", "yatzy"]),
  kinds: /* @__PURE__ */ UPPER_KINDS.concat([Kind.OnePair, Kind.TwoPairs, Kind.YThreeKind, Kind.YFourKind, Kind.YSmallStraight, Kind.YLargeStraight, Kind.YFullHouse, Kind.Chance, Kind.Yatzy]),
  upperBonus: 50,
  fiveBox: 14,
};

export function sheetFor(game: GameId): Sheet {
  // A build with fixed rules has one sheet (fixed.ts).
  return (typeof RULE_GAME === "string" ? RULE_GAME : game) === "yatzy" ? YATZY_SHEET : KNIFFEL_SHEET;
}

export function isUpper(kind: Kind): boolean {
  return kind <= Kind.Sixes;
}

/** The box index of an id on a sheet, or -1. */
export function boxIndex(sheet: Sheet, id: string): number {
  return sheet.ids.indexOf(id as BoxId); // any other string: -1
}
