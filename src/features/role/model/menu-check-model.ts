import type { MenuCheck } from '@/api/generated/model';

/**
 * The role dialog's menu tree with parent-child linked checks (Element's el-tree with check-strictly
 * off): what is chosen are the leaves; a parent is checked when all leaves under it are, partly
 * checked when some are.
 */
export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** Only the store owner (account admin) may grant the role and admin management (SPEC §6). */
const OWNER_ACCOUNT = 'admin';
/** Locked with everything under them. */
const LOCKED_BRANCHES = new Set(['管理权限', '身份管理', '管理员列表', '权限规则']);
/** Locked itself only: its other pages are ordinary settings any role may hold. */
const LOCKED_ITEMS = new Set(['设置']);

export function leavesOf(node: MenuCheck): number[] {
  return node.childList.length === 0 ? [node.id] : node.childList.flatMap(leavesOf);
}

/** The menus the signed-in account may not check. */
export function lockedIds(nodes: readonly MenuCheck[], account: string | undefined): Set<number> {
  const locked = new Set<number>();
  if (account === OWNER_ACCOUNT) return locked;
  const walk = (items: readonly MenuCheck[], inLockedBranch: boolean) => {
    for (const item of items) {
      const branch = inLockedBranch || LOCKED_BRANCHES.has(item.name);
      if (branch || LOCKED_ITEMS.has(item.name)) locked.add(item.id);
      walk(item.childList, branch);
    }
  };
  walk(nodes, false);
  return locked;
}

export function stateOf(node: MenuCheck, checked: ReadonlySet<number>): CheckState {
  const leaves = leavesOf(node);
  const count = leaves.filter((id) => checked.has(id)).length;
  return count === 0 ? 'unchecked' : count === leaves.length ? 'checked' : 'indeterminate';
}

/** Clicking a box: all its leaves that may be changed are checked, or unchecked when they all were. */
export function toggle(node: MenuCheck, checked: ReadonlySet<number>, locked: ReadonlySet<number>): Set<number> {
  const leaves = leavesOf(node).filter((id) => !locked.has(id));
  const next = new Set(checked);
  const allOn = leaves.every((id) => checked.has(id));
  for (const id of leaves) {
    if (allOn) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** The role's rules: every checked menu and every partly checked one above (Element's checked + half-checked keys), in tree order. */
export function rulesOf(nodes: readonly MenuCheck[], checked: ReadonlySet<number>): number[] {
  return nodes.flatMap((node) => (stateOf(node, checked) === 'unchecked' ? [] : [node.id, ...rulesOf(node.childList, checked)]));
}

/** The leaves a role's menu tree answers as checked. */
export function checkedLeaves(nodes: readonly MenuCheck[]): Set<number> {
  const out = new Set<number>();
  const walk = (items: readonly MenuCheck[]) => {
    for (const item of items) {
      if (item.childList.length === 0 && item.checked) out.add(item.id);
      walk(item.childList);
    }
  };
  walk(nodes);
  return out;
}

/** Ids of every menu with menus under it (the ones 展开/折叠 opens). */
export function branchIds(nodes: readonly MenuCheck[]): number[] {
  return nodes.flatMap((node) => (node.childList.length > 0 ? [node.id, ...branchIds(node.childList)] : []));
}
