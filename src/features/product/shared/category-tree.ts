/**
 * The store's product categories as a tree, built from the flat list the server sends (pid links),
 * plus the rules a parent choice must follow. Pure functions.
 */
import type { MerchantCategory } from '@/api/generated/model';

export interface CategoryNode extends MerchantCategory {
  children: CategoryNode[];
}

/** One visible line of the tree table. */
export interface CategoryLine {
  category: MerchantCategory;
  /** 0 at the top level. */
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** Categories have at most two levels, as the reference's (添加子目录 only on a top-level one); the demo backend refuses more. */
export const MAX_LEVEL = 2;

export const PARENT_MESSAGES = {
  self: '上级分类不能选当前分类',
  tooDeep: '商户商品分类最多两级',
  missing: '上级分类不存在',
} as const;

const bySort = (a: MerchantCategory, b: MerchantCategory) => b.sort - a.sort || a.id - b.id;

/** The tree, each level ordered by sort (highest first) then id. A row whose parent is missing sits at the top. */
export function buildTree(list: readonly MerchantCategory[]): CategoryNode[] {
  const ids = new Set(list.map((c) => c.id));
  const childrenOf = new Map<number, MerchantCategory[]>();
  for (const c of list) {
    const pid = c.pid !== c.id && ids.has(c.pid) ? c.pid : 0;
    childrenOf.set(pid, [...(childrenOf.get(pid) ?? []), c]);
  }
  // Only what hangs from the top is reached, so a loop of pid links cannot recurse forever.
  const build = (pid: number): CategoryNode[] => (childrenOf.get(pid) ?? []).toSorted(bySort).map((c) => ({ ...c, children: build(c.id) }));
  return build(0);
}

/** Nodes whose name contains the keyword, with the path above them and everything below them. */
export function filterTree(nodes: readonly CategoryNode[], keyword: string): CategoryNode[] {
  const needle = keyword.trim();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.name.includes(needle)) return [node];
    const children = filterTree(node.children, needle);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The lines shown: every node, minus the children of collapsed ones. */
export function visibleLines(nodes: readonly CategoryNode[], collapsed: ReadonlySet<number>, depth = 0): CategoryLine[] {
  return nodes.flatMap(({ children, ...category }) => {
    const expanded = !collapsed.has(category.id);
    const line: CategoryLine = { category, depth, hasChildren: children.length > 0, expanded };
    return expanded ? [line, ...visibleLines(children, collapsed, depth + 1)] : [line];
  });
}

/** Ids of the nodes that have children (what 折叠全部 collapses). */
export function parentIds(nodes: readonly CategoryNode[]): number[] {
  return nodes.flatMap((n) => (n.children.length > 0 ? [n.id, ...parentIds(n.children)] : []));
}

/** Level of a category, 1 at the top; 0 for none (the top-level choice, pid 0). */
export function levelOf(list: readonly MerchantCategory[], id: number): number {
  let level = 0;
  let current = list.find((c) => c.id === id);
  while (current && level <= list.length) {
    level++;
    const pid = current.pid;
    current = pid === 0 ? undefined : list.find((c) => c.id === pid);
  }
  return level;
}

/** The category and every category below it. */
export function subtreeIds(list: readonly MerchantCategory[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of list) {
      if (ids.has(c.pid) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Levels a category spans with its descendants (1 without children). */
export function heightOf(list: readonly MerchantCategory[], id: number): number {
  const below = subtreeIds(list, id);
  return Math.max(...[...below].map((d) => levelOf(list, d))) - levelOf(list, id) + 1;
}

/**
 * Why a parent cannot be chosen for a category (undefined for a new one), or null when it can:
 * not the category itself or one below it, and the result must stay within two levels.
 */
export function parentProblem(list: readonly MerchantCategory[], selfId: number | undefined, pid: number): string | null {
  if (selfId !== undefined && pid !== 0 && subtreeIds(list, selfId).has(pid)) return PARENT_MESSAGES.self;
  if (pid !== 0 && !list.some((c) => c.id === pid)) return PARENT_MESSAGES.missing;
  const height = selfId === undefined ? 1 : heightOf(list, selfId);
  return levelOf(list, pid) + height > MAX_LEVEL ? PARENT_MESSAGES.tooDeep : null;
}

export interface ParentOption {
  id: number;
  name: string;
  depth: number;
  isShow: boolean;
  /** A second-level category cannot take children. */
  disabled: boolean;
}

/** The parent choices in tree order (hidden categories included: they may still hold children). */
export function parentOptions(nodes: readonly CategoryNode[], depth = 0): ParentOption[] {
  return nodes.flatMap((n) => [
    { id: n.id, name: n.name, depth, isShow: n.isShow, disabled: depth + 1 >= MAX_LEVEL },
    ...parentOptions(n.children, depth + 1),
  ]);
}
