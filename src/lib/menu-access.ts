import type { MenuItem } from '@/api/generated/model';

/** The mobile-console entry of the server's menu tree; it is never shown or routed here. */
export const EXCLUDED_MENU_URL = '/javaMobile';

/** Route prefixes flagged "role admin" in SPEC.md §2: operation (with roleManager) and logistics. */
export const ROLE_ADMIN_PREFIXES = ['/operation', '/maintain/logistics'] as const;

export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * Hidden pages and the menu page they belong to: the reference backend's menu tree lists only what the
 * sidebar shows, so a hidden page that is not under its page's path is opened, highlighted and
 * trailed as that page (SPEC.md §2: creatProduct highlights the list menu). Pages under their menu's
 * path (/product/list/creatProduct, /coupon/list/save) need no entry.
 */
export const HIDDEN_PAGE_MENUS: Readonly<Record<string, string>> = {
  '/marketing/seckill/creatSeckill': '/marketing/seckill/list',
  '/marketing/seckill/creatActivity': '/marketing/seckill/seckillActivity',
  '/marketing/group/createGroup': '/marketing/group/activity',
  '/marketing/broadcast/creatPro': '/marketing/broadcast/product',
  '/marketing/broadcast/creatRoom': '/marketing/broadcast/room',
  '/videoChannel/creatVideoChannel': '/videoChannel/draftList',
  '/page/maintain/creatSystemFrom': '/maintain/systemForm',
};

/** The personal centre (/maintain/user) is every signed-in member's own page, whatever their menus. */
const OWN_PAGES = ['/maintain/user'];

/** The hidden page a path opens (its path without parameters), if it is one of HIDDEN_PAGE_MENUS. */
export function hiddenPageOf(pathname: string): string | undefined {
  const path = normalize(pathname);
  return Object.keys(HIDDEN_PAGE_MENUS).find((p) => path === p || path.startsWith(`${p}/`));
}

/** The menu page a path is reached through: itself, or for a hidden page, the page it belongs to. */
export function menuPathOf(pathname: string): string {
  const hidden = hiddenPageOf(pathname);
  return hidden ? HIDDEN_PAGE_MENUS[hidden] : normalize(pathname);
}

function normalize(path: string) {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The menu tree without the excluded entry and without buttons (menuType A carries permissions only). */
export function visibleMenuTree(menus: readonly MenuItem[]): MenuItem[] {
  return menus
    .filter((m) => m.url !== EXCLUDED_MENU_URL && m.menuType !== 'A')
    .map((m) => ({ ...m, childList: visibleMenuTree(m.childList) }));
}

export interface MenuAccess {
  /** Page menus (C): the path itself and every deeper path (a page's hidden sub-pages and params). */
  pages: ReadonlySet<string>;
  /** Directory menus (M): only the path itself, which redirects to a child. */
  directories: ReadonlySet<string>;
}

export function buildMenuAccess(menus: readonly MenuItem[]): MenuAccess {
  const pages = new Set<string>();
  const directories = new Set<string>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.url && item.url.startsWith('/')) {
        (item.menuType === 'C' ? pages : directories).add(normalize(item.url));
      }
      walk(item.childList);
    }
  };
  walk(visibleMenuTree(menus));
  return { pages, directories };
}

export function requiresAdminRole(pathname: string): boolean {
  const path = normalize(pathname);
  return ROLE_ADMIN_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Whether the signed-in staff member may open this path: it must be in their menu tree, and role admin where flagged. */
export function canAccessPath(pathname: string, access: MenuAccess, roles: readonly string[]): boolean {
  const path = normalize(pathname);
  if (path === '/' || OWN_PAGES.includes(path)) return true;
  if (requiresAdminRole(path) && !roles.includes('admin')) return false;
  const inMenus = (p: string) => access.directories.has(p) || access.pages.has(p) || [...access.pages].some((page) => p.startsWith(`${page}/`));
  // A hidden page the menus list (SPEC.md's tree has them) or, if they do not, the page it belongs to.
  return inMenus(path) || (menuPathOf(path) !== path && inMenus(menuPathOf(path)));
}

/** The first page of the tree a directory path leads to, for directory redirects such as /product → /product/list. */
export function firstPageUnder(menus: readonly MenuItem[], dirPath: string): string | undefined {
  const find = (items: readonly MenuItem[]): MenuItem | undefined => {
    for (const item of items) {
      if (normalize(item.url) === normalize(dirPath)) return item;
      const hit = find(item.childList);
      if (hit) return hit;
    }
    return undefined;
  };
  const firstPage = (item: MenuItem): string | undefined => {
    if (item.menuType === 'C' && !item.hidden) return item.url;
    for (const child of item.childList) {
      const page = firstPage(child);
      if (page) return page;
    }
    return undefined;
  };
  const dir = find(visibleMenuTree(menus));
  return dir ? firstPage(dir) : undefined;
}
