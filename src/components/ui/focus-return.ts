/**
 * Radix gives the focus back a moment after a dialog, a drawer or a dropdown menu has gone (on a timer).
 * Something that took it meanwhile keeps it: the menu palette, opened by Ctrl+K at once, had its typed
 * text selected by its focus trap pulling the focus back, and the next key replaced it (订单管理 became
 * 管理); after 个人中心 in the user menu, the focus went back to the menu's button and the palette's typed
 * text went nowhere.
 */
export function focusTakenSinceClose() {
  return document.activeElement !== null && document.activeElement !== document.body;
}
