import { useEffect } from 'react';

/**
 * What is typed between Ctrl/Cmd+K and the palette's box taking the focus (its code may still be loading,
 * and the dialog focuses its box in an effect after it is drawn) goes into a box of its own, focused at
 * once: keys, an input method's text and pasted text alike (text that comes without key events, as a
 * Chinese input method's does, was lost when only keys were kept). The palette's box takes it as it gets
 * the focus, and the element focused before the shortcut gets the focus back when the palette closes.
 */
let catcher: HTMLInputElement | null = null;
let returnFocus: HTMLElement | null = null;
let giveUp: ReturnType<typeof setTimeout> | undefined;
/** A palette that has not come in this long (its code failed to load) gives the keyboard back. */
const WAIT_MS = 5000;

function catchTyping() {
  takeTypedAhead();
  const active = document.activeElement;
  returnFocus = active instanceof HTMLElement && active !== document.body ? active : null;
  catcher = document.createElement('input');
  catcher.setAttribute('aria-hidden', 'true');
  catcher.tabIndex = -1;
  catcher.autocomplete = 'off';
  catcher.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none';
  document.body.append(catcher);
  catcher.focus();
  giveUp = setTimeout(() => {
    takeTypedAhead();
    takeReturnFocus()?.focus();
  }, WAIT_MS);
}

/** The text typed ahead of the palette, once: the box that held it goes away. */
export function takeTypedAhead(): string {
  clearTimeout(giveUp);
  const typed = catcher?.value ?? '';
  catcher?.remove();
  catcher = null;
  return typed;
}

/** The element focused before the shortcut, once, if it is still on the page. */
export function takeReturnFocus(): HTMLElement | null {
  const element = returnFocus;
  returnFocus = null;
  return element?.isConnected ? element : null;
}

/** Ctrl/Cmd+K opens the palette from anywhere in the console. */
export function usePaletteShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k')) return;
      event.preventDefault();
      // Pressed again in the open palette: its box keeps the focus.
      if (!(event.target instanceof Element && event.target.closest('[cmdk-root]'))) catchTyping();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
