import type { SeedBase } from '.';

/** A store employee of the mobile console (员工, MerchantEmployee). */
export interface DemoEmployee {
  id: number;
  uid: number;
  name: string;
  avatar: string;
  phone: string;
  /** 管理权限: comma list of 1 订单管理, 2 商品管理, 3 售后管理, 5 订单核销, 6 销量/用户统计. */
  adminIds: string;
  status: boolean;
  createTime: string;
  updateTime: string;
}

export interface DemoEmployeeData {
  employees: DemoEmployee[];
}

export function seedEmployees(_now: number, _base: SeedBase): DemoEmployeeData {
  return { employees: [] };
}
