import type { EmployeeStatus } from '@/api/generated/model';

/** A store employee of the mobile console (员工), as the reference backend keeps it (MerchantEmployee). */
export interface DemoEmployee {
  id: number;
  /** The mall user the employee signs in to the mobile console as; one employee per user. */
  uid: number;
  name: string;
  avatar: string;
  phone: string;
  /** 管理权限: comma list of 1 订单管理, 2 商品管理, 3 售后管理, 4 代客下单, 5 订单核销, 6 销量/用户统计. */
  role: string;
  status: EmployeeStatus;
  /** Created (the reference spells it creatTime). */
  creatTime: string;
  updateTime: string;
  merId: number;
}

export interface DemoEmployeeData {
  employees: DemoEmployee[];
}
