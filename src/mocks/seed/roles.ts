import type { MenuCheck, MenuItem, SystemRole } from '@/api/generated/model';
import { EXCLUDED_MENU_URL, isExternalUrl } from '@/lib/menu-access';
import type { SeedBase } from './base';
import { ROLE_IDS, staffPermissions } from './accounts';
import type { DemoAccount } from '../types/accounts';
import { ownerMenus, staffMenuUrls } from './menus';
import { formatDateTime } from '../logic/time';
import { BASE_PERMISSIONS } from './role-permissions';
import type { DemoRoleData } from '../types/roles';

/** The mobile-console entry and outside links: shown to whoever signs in, never granted by a role. */
const notGrantable = (menu: MenuItem) => menu.url === EXCLUDED_MENU_URL || isExternalUrl(menu.url);

/** The menu tree a role chooses from (the menu cache tree), with the given menus checked. */
export function menuChecks(checked: ReadonlySet<number> = new Set(), menus: readonly MenuItem[] = ownerMenus): MenuCheck[] {
  return menus
    .filter((m) => !notGrantable(m))
    .map((m) => ({ id: m.id, pid: m.pid, name: m.name, icon: m.icon, checked: checked.has(m.id), sort: m.sort, childList: menuChecks(checked, m.childList) }));
}

/** Ids of every menu a role may be granted. */
export function grantableIds(menus: readonly MenuItem[] = ownerMenus): Set<number> {
  const ids = new Set<number>();
  for (const menu of menus) {
    if (notGrantable(menu)) continue;
    ids.add(menu.id);
    for (const id of grantableIds(menu.childList)) ids.add(id);
  }
  return ids;
}

/** A role's `rules` as ids (the text is a comma list). */
export const ruleIds = (rules: string) =>
  rules
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number);

/** The ids a role needs for these pages with those of their buttons holding one of the permissions, and the directories above. */
export function ruleIdsFor(urls: readonly string[], perms: readonly string[], menus: readonly MenuItem[] = ownerMenus, parentUrl = ''): number[] {
  return menus.flatMap((menu) => {
    if (notGrantable(menu)) return [];
    if (menu.menuType === 'A') return urls.includes(parentUrl) && perms.includes(menu.perms) ? [menu.id] : [];
    const below = ruleIdsFor(urls, perms, menu.childList, menu.url);
    return urls.includes(menu.url) || below.length > 0 ? [menu.id, ...below] : below;
  });
}

/** The menus an admin sees: the pages granted and the directories leading to them, without buttons. */
function grantedMenus(granted: ReadonlySet<number>, menus: readonly MenuItem[] = ownerMenus): MenuItem[] {
  const out: MenuItem[] = [];
  for (const menu of menus) {
    if (menu.menuType === 'A') continue;
    if (menu.url === EXCLUDED_MENU_URL) {
      out.push({ ...menu, childList: [] });
      continue;
    }
    const childList = grantedMenus(granted, menu.childList);
    if (childList.length > 0 || (menu.menuType === 'C' && granted.has(menu.id))) out.push({ ...menu, childList });
  }
  return out;
}

function grantedPerms(granted: ReadonlySet<number>, menus: readonly MenuItem[] = ownerMenus): string[] {
  return menus.flatMap((menu) => [...(granted.has(menu.id) && menu.perms ? [menu.perms] : []), ...grantedPerms(granted, menu.childList)]);
}

/** Names of the roles an admin holds, as the admin list shows them. */
export const roleNamesOf = (account: DemoAccount, roles: readonly SystemRole[]) =>
  account.roleIds.flatMap((id) => roles.find((r) => r.id === id)?.roleName ?? []).join(',');

/** Gives a non-owner admin the menus and permissions of the enabled roles they hold (a disabled role grants nothing). */
export function applyGrants(account: DemoAccount, roles: readonly SystemRole[]) {
  if (account.type === 2) return;
  const granted = new Set(roles.filter((r) => r.status && account.roleIds.includes(r.id)).flatMap((r) => ruleIds(r.rules)));
  account.menus = grantedMenus(granted);
  account.permissions = [...new Set([...BASE_PERMISSIONS, ...grantedPerms(granted)])];
  account.roleNames = roleNamesOf(account, roles);
}

/** After a change to roles or admins: every admin's menus and permissions follow their roles again. */
export function refreshGrants(db: { accounts: DemoAccount[]; roles: SystemRole[] }) {
  for (const account of db.accounts) applyGrants(account, db.roles);
}

const operationUrls = [
  '/dashboard',
  '/product/list',
  '/product/list/creatProduct',
  '/product/classify',
  '/product/attr',
  '/product/comment',
  '/product/guarantee/group',
  '/product/label',
  '/coupon/list',
  '/coupon/list/save',
  '/coupon/record',
  '/coupon/newGift',
  '/marketing/seckill/list',
  '/marketing/seckill/seckillActivity',
  '/marketing/seckill/creatActivity',
  '/marketing/seckill/creatSeckill',
  '/marketing/group/list',
  '/marketing/group/activity',
  '/marketing/group/createGroup',
  '/marketing/bargain/list',
  '/maintain/user',
  '/maintain/picture',
];

const financeUrls = ['/dashboard', '/order/list', '/order/refund', '/finance/statement', '/finance/capitalFlow', '/finance/closingRecord', '/finance/userClosing', '/maintain/user'];

function allPerms(menus: readonly MenuItem[] = ownerMenus): string[] {
  return menus.flatMap((m) => [m.perms, ...allPerms(m.childList)]).filter(Boolean);
}

const DAY = 86_400_000;

export function seedRoles(now: number, base: SeedBase): DemoRoleData {
  const every = allPerms();
  const at = (days: number) => formatDateTime(new Date(now - days * DAY));
  const role = (id: number, roleName: string, ids: number[], days: number): SystemRole => ({
    id,
    roleName,
    rules: ids.join(','),
    level: 1,
    status: true,
    createTime: at(days),
    updateTime: at(days - 3),
  });
  const roles = [
    role(ROLE_IDS.service, '客服', ruleIdsFor(staffMenuUrls, staffPermissions), 150),
    role(ROLE_IDS.operation, '运营', ruleIdsFor(operationUrls, every), 90),
    role(ROLE_IDS.finance, '财务', ruleIdsFor(financeUrls, every), 60),
  ];
  refreshGrants({ accounts: base.accounts, roles });
  return { roles };
}
