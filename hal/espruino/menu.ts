// The platform's own menu (E.showMenu), for the settings module that the watch's Settings
// app runs (firmware/settings-main.ts): there the game's screens are not loaded.

/** Shows `menu` as the watch's Settings app shows its lines. */
export function showMenu(menu: EspruinoMenu): void {
  E.showMenu(menu);
}
