import type { MenuItem } from '@/api/generated/model';

/** A menu node as the reference backend sends it (MenusResponse). */
interface ReferenceMenu {
  id: number;
  pid: number;
  title: string;
  icon?: string | null;
  perms?: string | null;
  path?: string | null;
  menuType: MenuItem['menuType'];
  sort?: number | null;
  children?: ReferenceMenu[] | null;
}

const isReference = (node: object): node is ReferenceMenu => 'title' in node && !('name' in node);

/**
 * A menu node into the console's model (SPEC.md's names): the reference's title, path and children are
 * name, url and childList; it has no hidden pages in its menus, so nothing is hidden.
 */
export function menu(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || !isReference(node)) return node;
  return {
    id: node.id,
    pid: node.pid,
    name: node.title,
    url: node.path ?? '',
    perms: node.perms ?? '',
    icon: node.icon ?? '',
    menuType: node.menuType,
    sort: node.sort ?? 0,
    hidden: false,
    childList: (node.children ?? []).map(menu),
  } satisfies Record<keyof MenuItem, unknown>;
}
