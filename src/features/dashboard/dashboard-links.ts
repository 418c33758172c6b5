/**
 * Where the dashboard's operating counts and quick entries lead: each count opens its list already
 * filtered (the list pages read these search parameters).
 */
import type { OperatingData } from '@/api/generated/model';

interface Destination {
  label: string;
  /** A console address; typed as a string because the list pages arrive area by area. */
  href: string;
}

export const operatingLinks: Record<keyof OperatingData, Destination> = {
  onSaleProductNum: { label: '在售商品', href: '/product/list?type=1' },
  awaitAuditProductNum: { label: '待审核商品', href: '/product/list?type=6' },
  notShippingOrderNum: { label: '待发货订单', href: '/order/list?status=notShipped' },
  awaitVerificationOrderNum: { label: '待核销订单', href: '/order/list?status=awaitVerification' },
  refundingOrderNum: { label: '待退款订单', href: '/order/refund?refundStatus=0' },
};

export const quickEntries: Array<Destination & { perms: string[]; icon: string }> = [
  { label: '商品管理', href: '/product/list', perms: ['merchant:product:page:list'], icon: 'goods' },
  { label: '订单管理', href: '/order/list', perms: ['merchant:order:page:list'], icon: 'order' },
  { label: '优惠券', href: '/coupon/list', perms: ['merchant:coupon:page:list'], icon: 'coupon' },
  { label: '财务管理', href: '/finance/capitalFlow', perms: ['merchant:finance:funds:flow'], icon: 'money' },
  { label: '系统设置', href: '/operation/modifyStoreInfo', perms: ['merchant:base:info'], icon: 'setting' },
];
