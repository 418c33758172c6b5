import type { MenuItem } from '@/api/generated/model';
import { hiddenPageOf, isExternalUrl, menuPathOf } from './menu-access';

/** A page of the menu tree with the names of the menus leading to it (for search and breadcrumbs). */
export interface MenuPage {
  id: number;
  name: string;
  url: string;
  icon: string;
  trail: string[];
  external: boolean;
}

/** The visible pages (not hidden, not directories) in menu order. */
export function menuPages(menus: readonly MenuItem[]): MenuPage[] {
  const out: MenuPage[] = [];
  const walk = (items: readonly MenuItem[], trail: string[]) => {
    for (const item of items) {
      if (item.hidden) continue;
      if (item.menuType === 'C' || item.childList.length === 0) {
        out.push({ id: item.id, name: item.name, url: item.url, icon: item.icon, trail, external: isExternalUrl(item.url) });
      } else {
        walk(item.childList, [...trail, item.name]);
      }
    }
  };
  walk(menus, []);
  return out;
}

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The chain of menus down to the page a path belongs to: the page whose url is the longest prefix
 * of the path (hidden sub-pages such as a product's edit page sit under their list's menu).
 */
export function menuTrail(menus: readonly MenuItem[], pathname: string): MenuItem[] {
  const path = normalize(pathname);
  const own = trailOf(menus, path);
  const hidden = hiddenPageOf(path);
  const last = own.at(-1);
  // A hidden page: its own entry where the menus list it (SPEC.md's tree does), else the page it belongs to.
  if (!hidden || (last && normalize(last.url).length >= hidden.length)) return own;
  return trailOf(menus, menuPathOf(path));
}

function trailOf(menus: readonly MenuItem[], path: string): MenuItem[] {
  let best: MenuItem[] = [];
  const walk = (items: readonly MenuItem[], chain: MenuItem[]) => {
    for (const item of items) {
      const url = normalize(item.url);
      const next = [...chain, item];
      if (url.startsWith('/') && (path === url || path.startsWith(`${url}/`)) && url.length > (best.at(-1)?.url.length ?? 0)) best = next;
      walk(item.childList, next);
    }
  };
  walk(menus, []);
  return best;
}
