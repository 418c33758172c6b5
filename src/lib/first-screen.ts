/**
 * The console's first screen of a visit. The built-in demo backend runs in the page, on the thread that
 * draws it, and its start-up (the store, hundreds of handlers) is more work than drawing the console. It
 * starts (main.tsx) once the first screen is under way: its code asked for, so that the browser does not
 * queue that code behind the backend's (the router), or the screen drawn (sign-in, which loads no more
 * code), or the screen waiting for an answer (a session that has to be loaded first). Calls wait for the
 * backend meanwhile. A real backend runs elsewhere and needs none of this.
 */
let underway: () => void = () => {};
export const firstScreen = new Promise<void>((resolve) => {
  underway = resolve;
});

export const firstScreenUnderway = () => underway();
