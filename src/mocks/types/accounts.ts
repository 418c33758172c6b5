import type { MenuItem } from '@/api/generated/model';

export interface DemoAccount {
  id: number;
  account: string;
  pwd: string;
  realName: string;
  avatar: string;
  introduction: string;
  /** 2 the store owner, 4 an admin the owner added. */
  type: 2 | 4;
  /**
   * The owner's ['admin'], which passes every role check. Other admins hold their account name here, the
   * demo's role-switch token (`<name>-token`); the user-info call answers their role ids instead.
   */
  roles: string[];
  /** The 身份 (roles) held; they grant the menus and permissions below. */
  roleIds: number[];
  roleNames: string;
  /** Derived from the enabled roles held (seedRoles, and every change to roles and admins); '*:*:*' for the owner. */
  permissions: string[];
  menus: MenuItem[];
  phone: string;
  isSms: boolean;
  status: boolean;
  loginCount: number;
  lastIp: string;
  lastTime: string;
  createTime: string;
}
