import type { SeckillSku } from '@/api/generated/model';

/** A seckill activity of the platform. Its status follows from its dates (see `activityStatus`). */
export interface DemoSeckillActivity {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  oneQuota: number;
  allQuota: number;
  merStars: number;
  proCategory: string;
  isOpen: 0 | 1;
  createTime: string;
  timeList: string[];
  productCategoryNames: string;
}

/** A product of this store in an activity. */
export interface DemoSeckillProduct {
  id: number;
  activityId: number;
  productId: number;
  sort: number;
  isShow: boolean;
  auditStatus: 1 | 2 | 3;
  reason: string;
  /** The activity price the list shows: the lowest set by the last add or price change (else the SKUs' lowest). */
  seckillPrice?: string;
  /** Withdrawn from review or deleted: kept, as the reference backend keeps it, but found by no list or call. */
  isDel?: boolean;
  /** When the demo platform decides the review (ms). */
  reviewAt?: number;
  attrValue: SeckillSku[];
}

export interface DemoSeckillData {
  seckillActivities: DemoSeckillActivity[];
  seckillProducts: DemoSeckillProduct[];
}
