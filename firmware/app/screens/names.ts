// The players' names: ok on a name opens the editor for it.
import type { Screen } from "../ctx";
import type { Item } from "../menu";
import { menuScreen } from "../menu";

function nameItem(i: number): Item {
  return {
    l: function (c) { return (i + 1) + ". " + c.draft.names[i]; },
    ok: function (c) {
      c.who = i;
      c.open("name");
    },
  };
}

export function namesScreen(): Screen {
  return menuScreen("names", function (c) { return c.text("names"); }, function (c) {
    const items: Item[] = [];
    for (let i = 0; i < c.draft.names.length; i++) items.push(nameItem(i));
    return items;
  }, function (c) { c.back(); });
}
