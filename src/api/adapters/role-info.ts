interface MenuCheckNode {
  id: number;
  checked?: boolean;
  childList?: MenuCheckNode[];
}

const checkedIds = (nodes: readonly MenuCheckNode[]): number[] => nodes.flatMap((n) => [...(n.checked ? [n.id] : []), ...checkedIds(n.childList ?? [])]);

/**
 * A role's details into the console's model (RoleInfo). The reference backend does not send rules (the
 * role's menu ids); it ticks the role's menus in menuList instead, so rules are read from the ticks.
 */
export function roleInfo(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || 'rules' in node) return node;
  const role = node as { menuList?: MenuCheckNode[] };
  return { ...node, rules: checkedIds(role.menuList ?? []).join(',') };
}
