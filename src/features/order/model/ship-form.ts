import { z } from 'zod';
import type { OrderDetailLine, OrderSendRequest } from '@/api/generated/model';
import { parseCount } from '@/lib/domain/order-money';
import { MOBILE_PATTERN } from './order-rules';

/** 发货备注's limit, as the reference's field. */
export const MARK_MAX = 250;

/** The ship form, its rules depending on the delivery type and, when split, on what is left of each line. */
export function shipSchema(maxes: readonly number[]) {
  return z
    .object({
      deliveryType: z.enum(['express', 'merchant', 'noNeed']),
      expressCode: z.string(),
      expressNumber: z.string().trim().max(64, '快递单号不能超过64个字符'),
      deliveryCarrier: z.string().trim().max(32, '配送人员不能超过32个字符'),
      carrierPhone: z.string().trim(),
      deliveryMark: z.string().trim().max(MARK_MAX, `发货备注不能超过${MARK_MAX}个字符`),
      isSplit: z.boolean(),
      nums: z.array(z.object({ value: z.string() })),
    })
    .superRefine((v, ctx) => {
      const need = (path: string, text: string) => ctx.addIssue({ code: 'custom', path: [path], message: text });
      if (v.deliveryType === 'express') {
        if (!v.expressCode) need('expressCode', '请选择快递公司');
        if (!v.expressNumber) need('expressNumber', '请输入快递单号');
      }
      if (v.deliveryType === 'merchant') {
        if (!v.deliveryCarrier) need('deliveryCarrier', '请输入配送人员');
        if (!v.carrierPhone) need('carrierPhone', '请输入手机号码');
        else if (!MOBILE_PATTERN.test(v.carrierPhone)) need('carrierPhone', '请输入正确的手机号码');
      }
      if (!v.isSplit) return;
      const counts = v.nums.map((n) => parseCount(n.value));
      counts.forEach((count, i) => {
        const max = maxes[i] ?? 0;
        if (Number.isNaN(count) || count > max) ctx.addIssue({ code: 'custom', path: ['nums', i, 'value'], message: `发货数量不能超过${max}` });
      });
      if (!counts.some((count) => count > 0)) ctx.addIssue({ code: 'custom', path: ['nums'], message: '请至少填写一个商品的发货数量' });
    });
}
export type ShipValues = z.input<ReturnType<typeof shipSchema>>;

/** The call for the values: only the fields of the chosen delivery type, and for 分单发货 the lines with a quantity. */
export function shipRequest(orderNo: string, values: ShipValues, lines: readonly Pick<OrderDetailLine, 'id'>[]): OrderSendRequest {
  const body: OrderSendRequest = { orderNo, deliveryType: values.deliveryType, isSplit: values.isSplit };
  if (values.deliveryType === 'express') Object.assign(body, { expressCode: values.expressCode, expressNumber: values.expressNumber.trim() });
  if (values.deliveryType === 'merchant') Object.assign(body, { deliveryCarrier: values.deliveryCarrier.trim(), carrierPhone: values.carrierPhone.trim() });
  if (values.deliveryType === 'noNeed' && values.deliveryMark.trim()) body.deliveryMark = values.deliveryMark.trim();
  if (values.isSplit) {
    body.detailList = lines
      .map((line, i) => ({ orderDetailId: line.id, num: parseCount(values.nums[i]?.value ?? '') }))
      .filter((item) => item.num > 0);
  }
  return body;
}
