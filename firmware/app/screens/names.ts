// The players' names: ok on a name opens the editor for it.
import { Item, menuScreen } from "../menu";

function nameItem(i: number): Item {
  return {
    l: function (c) { return (i + 1) + ". " + c.draft.names[i]; },
    ok: function (c) {
      c.who = i;
      c.open("name");
    },
  };
}

const ITEMS: Item[] = [];
for (let i = 0; i < 8; i++) ITEMS.push(nameItem(i));

export const namesScreen = menuScreen("names", function (c) { return c.t("names"); }, function (c) {
  return ITEMS.slice(0, c.draft.names.length);
}, function (c) { c.back(); });
