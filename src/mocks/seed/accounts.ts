import { ownerMenus, menusFor, staffMenuUrls } from './menus';
import { avatar } from '../assets';
import type { MenuItem } from '@/api/generated/model';

export interface DemoAccount {
  id: number;
  account: string;
  pwd: string;
  realName: string;
  avatar: string;
  introduction: string;
  roles: string[];
  roleNames: string;
  permissions: string[];
  menus: MenuItem[];
  phone: string;
  isSms: boolean;
  status: boolean;
  loginCount: number;
  lastIp: string;
  lastTime: string;
}

/** Owner: every menu and '*:*:*'. Staff: a partial tree and permission list, to see permissions at work. */
export const DEMO_ACCOUNTS = {
  owner: { account: 'admin', pwd: 'admin123' },
  staff: { account: 'staff', pwd: 'staff123' },
} as const;

export const staffPermissions = [
  'merchant:statistics:home:index',
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

export function seedAccounts(lastTime: string): DemoAccount[] {
  return [
    {
      id: 1,
      ...DEMO_ACCOUNTS.owner,
      realName: '张店长',
      avatar: avatar(1, '张'),
      introduction: '店铺负责人',
      roles: ['admin'],
      roleNames: '店长',
      permissions: ['*:*:*'],
      menus: ownerMenus,
      phone: '13800138000',
      isSms: true,
      status: true,
      loginCount: 128,
      lastIp: '127.0.0.1',
      lastTime,
    },
    {
      id: 2,
      ...DEMO_ACCOUNTS.staff,
      realName: '李客服',
      avatar: avatar(2, '李'),
      introduction: '客服专员',
      roles: ['staff'],
      roleNames: '客服',
      permissions: staffPermissions,
      menus: menusFor(staffMenuUrls),
      phone: '13900139000',
      isSms: false,
      status: true,
      loginCount: 36,
      lastIp: '127.0.0.1',
      lastTime,
    },
  ];
}
