/**
 * The console's first screen of a visit. The built-in demo backend runs in the page, on the thread that
 * draws it, and its start-up (the store, hundreds of handlers) is more work than drawing the console:
 * it starts once the first screen is on (main.tsx), or as soon as that screen cannot be drawn without an
 * answer (a session that has to be loaded first). A real backend runs elsewhere and needs none of this.
 */
let shown: () => void = () => {};
export const firstScreen = new Promise<void>((resolve) => {
  shown = resolve;
});

/** The first screen is on, or waits for an answer. */
export const firstScreenShown = () => shown();
