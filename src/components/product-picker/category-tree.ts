import type { CategoryNode } from '@/api/generated/model';

/** A category tree node laid out for the 平台分类 select: its depth and whether it can be chosen. */
export interface CategoryOption {
  id: number;
  name: string;
  depth: number;
  /** Hidden categories, and everything under them, cannot be chosen (SPEC.md §3). */
  disabled: boolean;
  /** The node and every category under it, for filtering by a node that is not a leaf. */
  ids: number[];
}

function subtree(node: CategoryNode): number[] {
  return [node.id, ...node.childList.flatMap(subtree)];
}

/** The tree in display order, depth first. */
export function flattenCategories(nodes: readonly CategoryNode[], depth = 0, hiddenAbove = false): CategoryOption[] {
  return nodes.flatMap((node) => {
    const disabled = hiddenAbove || !node.isShow;
    return [{ id: node.id, name: node.name, depth, disabled, ids: subtree(node) }, ...flattenCategories(node.childList, depth + 1, disabled)];
  });
}

/** The ids to filter by for the chosen nodes (each with its descendants), joined by commas; undefined for none. */
export function categoryFilter(options: readonly CategoryOption[], chosen: readonly number[]): string | undefined {
  const ids = new Set(options.filter((o) => chosen.includes(o.id)).flatMap((o) => o.ids));
  return ids.size > 0 ? [...ids].join(',') : undefined;
}
