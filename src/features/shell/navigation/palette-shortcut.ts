import { useEffect } from 'react';

/**
 * What is typed between Ctrl/Cmd+K and the palette's box taking the focus (its code may still be loading,
 * and the box is focused only after it is drawn): kept until the box takes it as it gets the focus, so a
 * quick typist loses nothing. `null` when no shortcut is waiting for its palette.
 */
let typedAhead: string | null = null;
let waitingSince = 0;
/** A palette that has not come in this long (its code failed to load) gives the keyboard back. */
const WAIT_MS = 5000;

/** The keys typed ahead of the palette, once: from then on its box takes the keys itself. */
export function takeTypedAhead(): string {
  const typed = typedAhead ?? '';
  typedAhead = null;
  return typed;
}

/** Ctrl/Cmd+K opens the palette from anywhere in the console. */
export function usePaletteShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        typedAhead = '';
        waitingSince = Date.now();
        open();
        return;
      }
      if (typedAhead === null || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      // The palette's own box has the focus (it was open already), or it never came: keys go where they fall.
      if ((event.target instanceof Element && event.target.closest('[cmdk-root]')) || Date.now() - waitingSince > WAIT_MS) {
        typedAhead = null;
        return;
      }
      if (event.key.length === 1) typedAhead += event.key;
      else if (event.key === 'Backspace') typedAhead = typedAhead.slice(0, -1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
