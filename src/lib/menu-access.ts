import type { MenuItem } from '@/api/generated/model';

/** The mobile-console entry of the server's menu tree; it is never shown or routed here. */
export const EXCLUDED_MENU_URL = '/javaMobile';

/** Route prefixes flagged "role admin" in SPEC.md §2: operation (with roleManager) and logistics. */
export const ROLE_ADMIN_PREFIXES = ['/operation', '/maintain/logistics'] as const;

export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

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
  if (path === '/') return true;
  if (requiresAdminRole(path) && !roles.includes('admin')) return false;
  if (access.directories.has(path) || access.pages.has(path)) return true;
  for (const page of access.pages) {
    if (path.startsWith(`${page}/`)) return true;
  }
  return false;
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
