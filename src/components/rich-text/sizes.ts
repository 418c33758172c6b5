// The editor's box, shared by the editor and the loading box that stands in for it (index.tsx), which
// must not import the editor's module: that one is loaded on demand.

/** The editable area's default min height in px; the loading box reserves it too. */
export const DEFAULT_MIN_HEIGHT = 240;
/** The toolbar's height (one row), so the loading box does not jump when the editor arrives. */
export const TOOLBAR_HEIGHT = 37;
