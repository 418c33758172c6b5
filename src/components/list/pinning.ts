/**
 * Columns kept in reach when a wide table scrolls sideways, as merchants know them from the reference:
 * the row actions (a column with the id `actions`) on the right, the check and expand boxes and the
 * first column (the ID or name) on the left. A shade marks the edge while there is more to scroll to.
 */
export const SELECT_WIDTH = 40;
export const EXPAND_WIDTH = 48;
export const pinned = 'sticky z-[1] bg-inherit';
/**
 * The shade: a strip of gradient beside the pinned column, the whole row's height, over the cells scrolling
 * under it. (A cell's box shadow, clipped by its own box and shrunk by its spread, was too faint to see.)
 */
const shade = 'before:pointer-events-none before:absolute before:inset-y-0 before:w-3 before:from-slate-900/15 before:to-transparent before:opacity-0';
const shadeLeft = `${shade} before:left-full before:bg-linear-to-r group-data-[more-left=true]/table:before:opacity-100`;
const shadeRight = `${shade} before:right-full before:bg-linear-to-l group-data-[more-right=true]/table:before:opacity-100`;
export const fixedWidth = (width: number, left: number) => ({ left, width, minWidth: width, maxWidth: width });

/** Where a column's cells sit: pinned to an edge (with its shade) or scrolling with the rest. */
export interface Pin {
  className: string;
  style?: { left: number } | { right: number };
}

export interface Pins {
  /** The left offset of the expand boxes (after the check boxes). */
  expandLeft: number;
  pinOf: (columnId: string) => Pin;
}

/** The pinned columns of a table: the boxes, then its first shown column on the left; `actions` on the right. */
export function pinColumns(firstId: string | undefined, selectable: boolean, expandable: boolean): Pins {
  const expandLeft = selectable ? SELECT_WIDTH : 0;
  const firstLeft = expandLeft + (expandable ? EXPAND_WIDTH : 0);
  const pinOf = (id: string): Pin =>
    id === 'actions' ? { className: `${pinned} ${shadeRight}`, style: { right: 0 } } : id === firstId ? { className: `${pinned} ${shadeLeft}`, style: { left: firstLeft } } : { className: '' };
  return { expandLeft, pinOf };
}

/** Marks on the scrolling box whether there is more of the table to the left and to the right. */
export function trackEdges(box: HTMLDivElement | null) {
  if (!box) return;
  const mark = () => {
    box.dataset.moreLeft = String(box.scrollLeft > 0);
    box.dataset.moreRight = String(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
  };
  box.addEventListener('scroll', mark, { passive: true });
  // The box or the table changing size (rows loaded, a column shown, the window resized). Not in jsdom.
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
  // An observer reports the sizes once as it starts, after the browser's own layout; measuring here, in the
  // middle of React's commit, made the browser lay the page out an extra time on every list's first draw.
  if (!resized) mark();
  resized?.observe(box);
  if (box.firstElementChild) resized?.observe(box.firstElementChild);
  return () => {
    box.removeEventListener('scroll', mark);
    resized?.disconnect();
  };
}
