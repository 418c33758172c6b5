import { auditRefund, receiveRefundGoods, rejectRefundGoods, remarkRefund } from '@/api/generated/endpoints/refund/refund';
import type { RefundStatus } from '@/api/generated/model';
import { confirm } from '@/components/confirm-dialog';
import { prompt } from '@/components/prompt-dialog';
import { hasPermission } from '@/lib/permissions';
import { callAndSay, message } from '@/lib/message';
import { auditRefundBodyReasonMax, rejectRefundGoodsBodyReasonMax, remarkRefundBodyRemarkMax } from '@/api/generated-zod/refund/refund.zod';
import { EXPRESS_RETURN } from './refund-labels';

/** The most characters a refusal's reason or a remark takes: the contract's, the least of the three calls'. */
export const REFUND_TEXT_MAX = Math.min(auditRefundBodyReasonMax, rejectRefundGoodsBodyReasonMax, remarkRefundBodyRemarkMax);

export const REFUND_PERMISSIONS = {
  statusNum: 'merchant:refund:order:status:num',
  detail: 'merchant:refund:order:detail',
  audit: 'merchant:refund:order:audit',
  receiving: 'merchant:refund:order:receiving',
  rejectReceiving: 'merchant:refund:order:receiving:reject',
  mark: 'merchant:refund:order:mark',
} as const;

export type RefundAction = 'approve' | 'refuse' | 'receive' | 'rejectReceipt' | 'detail' | 'remark';

export const refundActionLabels: Record<RefundAction, string> = {
  approve: '同意',
  refuse: '拒绝',
  receive: '确认收货',
  rejectReceipt: '拒绝收货',
  detail: '详情',
  remark: '备注',
};

export const APPROVE_QUESTION = '您确定同意此退款单吗？';
export const RECEIVE_QUESTION = '确定已经收到所有退款商品吗?';
export const DONE = '操作成功';

const needs: Record<RefundAction, string> = {
  approve: REFUND_PERMISSIONS.audit,
  refuse: REFUND_PERMISSIONS.audit,
  receive: REFUND_PERMISSIONS.receiving,
  rejectReceipt: REFUND_PERMISSIONS.rejectReceiving,
  detail: REFUND_PERMISSIONS.detail,
  remark: REFUND_PERMISSIONS.mark,
};

/**
 * What can be done to a refund order: 待审核 (0) is approved or refused, 商家待收货 (5) has its
 * returned goods received or refused; 详情 and 备注 always. Only what the staff member may do.
 */
export function refundActions(status: RefundStatus, held: readonly string[]): RefundAction[] {
  const actions: RefundAction[] = [];
  if (status === 0) actions.push('approve', 'refuse');
  if (status === 5) actions.push('receive', 'rejectReceipt');
  actions.push('detail', 'remark');
  return actions.filter((action) => hasPermission(held, needs[action]));
}

/** What the actions need to know of a refund order (a list row or the details). */
export interface RefundTarget {
  refundOrderNo: string;
  refundStatus: RefundStatus;
  returnGoodsType: number;
  merRemark: string;
}

/** A prompt whose 确定 runs the call; a failed call keeps the prompt open for another try. */
const ask = (title: string, label: string, call: (text: string) => Promise<unknown>, initialValue?: string) =>
  prompt({
    title,
    label,
    initialValue,
    maxLength: REFUND_TEXT_MAX,
    onConfirm: async (text) => {
      await call(text);
      message.success(DONE);
    },
  });

/**
 * The handlers of the row and drawer actions. Approving goods that come back by express needs a
 * return address, so that one is handed to `chooseAddress` (the 同意退款 dialog).
 */
export function useRefundActionHandlers({ chooseAddress, openDetail }: { chooseAddress: (refundOrderNo: string) => void; openDetail: (refundOrderNo: string) => void }) {
  return async (action: RefundAction, target: RefundTarget) => {
    const { refundOrderNo } = target;
    switch (action) {
      case 'approve':
        if (target.returnGoodsType === EXPRESS_RETURN) return chooseAddress(refundOrderNo);
        if (!(await confirm({ message: APPROVE_QUESTION }))) return;
        return void (await callAndSay(() => auditRefund({ refundOrderNo, auditType: 'success' }), DONE));
      case 'refuse':
        return void (await ask('拒绝退款', '拒绝原因', (reason) => auditRefund({ refundOrderNo, auditType: 'refuse', reason })));
      case 'receive':
        if (!(await confirm({ message: RECEIVE_QUESTION }))) return;
        return void (await callAndSay(() => receiveRefundGoods(refundOrderNo), DONE));
      case 'rejectReceipt':
        return void (await ask('拒绝收货', '拒绝原因', (reason) => rejectRefundGoods({ refundOrderNo, reason })));
      case 'remark':
        return void (await ask('备注', '备注', (remark) => remarkRefund({ refundOrderNo, remark }), target.merRemark || undefined));
      case 'detail':
        return openDetail(refundOrderNo);
    }
  };
}
