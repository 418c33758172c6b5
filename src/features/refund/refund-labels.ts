import type { RefundFlowStepChangeType } from '@/api/generated/model';
import { createLabelFn, type EnumOptions } from '@/lib/enums';

// Refund-only enumerations the shared list in lib/enums does not carry (reference §4.4).

/** 售后类型 (`afterSalesType`). */
export const afterSalesTypeOptions = [
  { value: 1, label: '仅退款' },
  { value: 2, label: '退货退款' },
] as const satisfies EnumOptions<1 | 2>;
export const afterSalesTypeLabel = createLabelFn<1 | 2>(afterSalesTypeOptions);

/** 退货类型 (`returnGoodsType`). */
export const returnGoodsTypeOptions = [
  { value: 0, label: '不退货' },
  { value: 1, label: '快递退回' },
  { value: 2, label: '到店退货' },
] as const satisfies EnumOptions<0 | 1 | 2>;
export const returnGoodsTypeLabel = createLabelFn<0 | 1 | 2>(returnGoodsTypeOptions);

export { EXPRESS_RETURN } from '@/lib/domain/refund';

/** The steps of 退款流程 (`statusList[].changeType`). */
export const refundFlowLabels: Record<RefundFlowStepChangeType, string> = {
  apply: '申请退款',
  audit: '商家审核',
  returning: '商品退回',
  receiving: '商家确认收货',
  rejectionGoods: '商家拒绝收货',
  refund: '退款',
  compulsory: '平台强制退款',
  revoke: '撤销',
};
