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

/**
 * Game `game`'s sheet, made anew at each call: on Espruino a sheet kept as a constant holds
 * about 55 variables for as long as the app runs (its ids and kinds, two arrays), while a
 * game holds only its own (Game.sheet) and the title none.
 */
function makeSheet(game: GameId): Sheet {
  const ids: BoxId[] = ["ones", "twos", "threes", "fours", "fives", "sixes"];
  const kinds = [Kind.Ones, Kind.Twos, Kind.Threes, Kind.Fours, Kind.Fives, Kind.Sixes];
  if (game === "yatzy") {
    return {
      game: "yatzy",
      ids: ids.concat(["onePair", "twoPairs", "threeKind", "fourKind", "smallStraight", "largeStraight", "fullHouse", "chance", "yatzy"]),
      kinds: kinds.concat([Kind.OnePair, Kind.TwoPairs, Kind.YThreeKind, Kind.YFourKind, Kind.YSmallStraight, Kind.YLargeStraight, Kind.YFullHouse, Kind.Chance, Kind.Yatzy]),
      upperBonus: 50,
      fiveBox: 14,
    };
  }
  return {
    game: "kniffel",
    ids: ids.concat(["threeKind", "fourKind", "fullHouse", "smallStraight", "largeStraight", "kniffel", "chance"]),
    kinds: kinds.concat([Kind.ThreeKind, Kind.FourKind, Kind.FullHouse, Kind.SmallStraight, Kind.LargeStraight, Kind.Kniffel, Kind.Chance]),
    upperBonus: 35,
    fiveBox: 11,
  };
}

/** Each game's sheet as a constant, for the desktop's code and tests (a device bundle, which never names them, drops them). */
export const KNIFFEL_SHEET: Sheet = /* @__PURE__ */ makeSheet("kniffel");
export const YATZY_SHEET: Sheet = /* @__PURE__ */ makeSheet("yatzy");

/** The sheet of `game`, made anew (makeSheet); a build with fixed rules has one sheet (fixed.ts). */
export function sheetFor(game: GameId): Sheet {
  return makeSheet(typeof RULE_GAME === "string" ? RULE_GAME : game);
}

export function isUpper(kind: Kind): boolean {
  return kind <= Kind.Sixes;
}

/** The box index of an id on a sheet, or -1. */
export function boxIndex(sheet: Sheet, id: string): number {
  return sheet.ids.indexOf(id as BoxId); // any other string: -1
}
