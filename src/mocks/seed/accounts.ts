import { ownerMenus } from './menus';
import { avatar } from '../assets';
import { formatDateTime } from '../logic/time';
import type { DemoAccount } from '../types/accounts';

/**
 * Owner: every menu and '*:*:*'. Staff: the role 客服, a partial tree and permission list, to see permissions
 * at work. Operator: the role 运营.
 */
export const DEMO_ACCOUNTS = {
  owner: { account: 'admin', pwd: 'admin123' },
  staff: { account: 'staff', pwd: 'staff123' },
  operator: { account: 'operator', pwd: 'operator123' },
} as const;

/** The seeded roles' ids (seedRoles). */
export const ROLE_IDS = { service: 1, operation: 2, finance: 3 } as const;

/** What the role 客服 grants beyond its pages' own permissions (seedRoles picks the buttons holding these). */
export const staffPermissions = [
  'merchant:statistics:home:index',
  'merchant:statistics:home:operating:data',
  'merchant:statistics:home:product:pay:ranking',
  'merchant:statistics:home:product:pageview:ranking',
  'merchant:login:user:info',
  'merchant:login:menus',
  'merchant:logout',
  'merchant:login:admin:update',
  'merchant:login:admin:update:password',
  'merchant:copyright:get:company:info',
  'merchant:product:page:list',
  'merchant:product:info',
  'merchant:product:save',
  'merchant:product:update',
  'merchant:product:category:list',
  'merchant:product:reply:page:list',
  'merchant:order:page:list',
  'merchant:order:info',
  'merchant:refund:order:page:list',
  'merchant:user:page:list',
  'merchant:user:detail',
  'merchant:attachment:list',
  'merchant:upload:image',
  'merchant:category:list:tree',
];

const DAY = 86_400_000;

/** The owner opened the store half a year before the last sign-in; the others joined later. */
export function seedAccounts(lastTime: string): DemoAccount[] {
  const last = new Date(lastTime.replace(' ', 'T')).getTime();
  const joined = (days: number) => formatDateTime(new Date(last - days * DAY));
  return [
    {
      id: 1,
      ...DEMO_ACCOUNTS.owner,
      realName: '张店长',
      avatar: avatar(1, '张'),
      introduction: '店铺负责人',
      type: 2,
      roles: ['admin'],
      roleIds: [],
      roleNames: '店长',
      permissions: ['*:*:*'],
      menus: ownerMenus,
      phone: '13800138000',
      isSms: true,
      status: true,
      loginCount: 128,
      lastIp: '127.0.0.1',
      lastTime,
      createTime: joined(180),
    },
    {
      id: 2,
      ...DEMO_ACCOUNTS.staff,
      realName: '李客服',
      avatar: avatar(2, '李'),
      introduction: '客服专员',
      type: 4,
      roles: [DEMO_ACCOUNTS.staff.account],
      roleIds: [ROLE_IDS.service],
      roleNames: '',
      permissions: [],
      menus: [],
      phone: '13900139000',
      isSms: false,
      status: true,
      loginCount: 36,
      lastIp: '127.0.0.1',
      lastTime,
      createTime: joined(120),
    },
    {
      id: 3,
      ...DEMO_ACCOUNTS.operator,
      realName: '王运营',
      avatar: avatar(3, '王'),
      introduction: '运营专员',
      type: 4,
      roles: [DEMO_ACCOUNTS.operator.account],
      roleIds: [ROLE_IDS.operation],
      roleNames: '',
      permissions: [],
      menus: [],
      phone: '',
      isSms: false,
      status: true,
      loginCount: 9,
      lastIp: '192.168.1.23',
      lastTime,
      createTime: joined(30),
    },
  ];
}
