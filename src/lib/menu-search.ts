import Fuse from 'fuse.js';
import type { MenuPage } from './menu-tree';

// Apart from the menu tree: only the header search (its own chunk, loaded when opened) needs fuse.js.

/** Fuzzy search over the menu pages by name and url, threshold 0.4 (SPEC.md §9). */
export function createMenuSearch(pages: readonly MenuPage[]) {
  const fuse = new Fuse(pages, {
    keys: [
      { name: 'name', weight: 0.7 },
      { name: 'url', weight: 0.3 },
    ],
    threshold: 0.4,
    ignoreLocation: true,
  });
  return (query: string): MenuPage[] => {
    const q = query.trim();
    return q ? fuse.search(q).map((r) => r.item) : [...pages];
  };
}
