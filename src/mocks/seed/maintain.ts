import type { ExportType, SensitiveLog } from '@/api/generated/model';
import type { SeedBase } from './base';
import { toBase64 } from '@/lib/base64';
import { exportFileName } from '../logic/numbers';
import { SENSITIVE_CALLS } from '../sensitive-calls';
import { buildXlsx } from '@/lib/xlsx';
import { formatDateTime } from '../logic/time';
import { createRandom } from './random';
import type { DemoExportFile, DemoMaintainData } from '../types/maintain';

const DAY = 86_400_000;
const OK_ANSWER = JSON.stringify({ code: 200, message: '操作成功', data: null });
const failAnswer = (message: string) => JSON.stringify({ code: 500, message });

/** A small workbook of what the store had, for the older exports. */
function seedWorkbook(type: ExportType, base: SeedBase): string {
  // Amounts are number cells, as the reference's export writes them.
  const sheet =
    type === 'product'
      ? [['商品ID', '商品名称', '售价', '销量', '库存'], ...base.products.slice(0, 12).map((p) => [p.id, p.name, Number(p.price), p.sales, p.stock])]
      : [['订单号', '用户昵称', '商品数量', '实际支付', '下单时间'], ...base.orders.slice(0, 12).map((o) => [o.orderNo, o.nikeName, o.totalNum, Number(o.payPrice), o.createTime])];
  return toBase64(buildXlsx(type === 'product' ? '商品' : '订单', sheet));
}

function seedExports(now: number, base: SeedBase): DemoExportFile[] {
  // Newest last; files older than a week were fetched with delete or expired.
  const ages = [26, 19, 15, 9.5, 6, 3.2, 1.5, 0.3];
  return ages.map((days, i) => {
    const type: ExportType = i % 3 === 1 ? 'order' : 'product';
    const date = new Date(now - days * DAY);
    const expired = days > 7;
    return {
      id: i + 1,
      fileName: exportFileName(type, date),
      type,
      adminName: base.accounts[i % 4 === 3 ? 1 : 0].realName,
      status: expired ? 2 : 1,
      createTime: formatDateTime(date),
      ...(expired ? {} : { content: seedWorkbook(type, base) }),
    };
  });
}

type Call = (typeof SENSITIVE_CALLS)[keyof typeof SENSITIVE_CALLS];

function seedSensitiveLogs(now: number, base: SeedBase): SensitiveLog[] {
  const random = createRandom(1010);
  const owner = base.accounts[0];
  const order = (i: number) => base.orders[i % base.orders.length];
  const product = (i: number) => base.products[i % base.products.length];
  const refund = (i: number) => base.refunds[i % base.refunds.length];
  const kinds: Array<(i: number) => [Call, string, string, string?]> = [
    (i) => [SENSITIVE_CALLS.productDelete, '/admin/merchant/product/delete', JSON.stringify({ id: product(i).id, type: 'recycle' })],
    (i) => [SENSITIVE_CALLS.orderSend, '/admin/merchant/order/send', JSON.stringify({ orderNo: order(i).orderNo, deliveryType: 'express', expressCode: 'SF', expressNumber: `SF${7_310_000_000 + i * 131}`, isSplit: false })],
    (i) => [SENSITIVE_CALLS.refundAudit, '/admin/merchant/refund/order/audit', JSON.stringify({ refundOrderNo: refund(i).refundOrderNo, auditType: 'success' })],
    (i) => [SENSITIVE_CALLS.orderRefund, '/admin/merchant/order/direct/refund', JSON.stringify({ orderNo: order(i).orderNo, returnType: 1 })],
    (i) => [SENSITIVE_CALLS.couponDelete, '/admin/merchant/v2/coupon/delete', JSON.stringify({ id: 1 + (i % 6) })],
    (i) => [SENSITIVE_CALLS.productDelete, '/admin/merchant/product/delete', JSON.stringify({ id: product(i).id, type: 'recycle' }), '商品已进入回收站'],
    (i) => [SENSITIVE_CALLS.orderSend, '/admin/merchant/order/send', JSON.stringify({ orderNo: order(i).orderNo, deliveryType: 'express', expressCode: 'ZTO', expressNumber: '', isSplit: false }), '请填写快递单号'],
    (i) => [SENSITIVE_CALLS.refundReceive, `/admin/merchant/refund/order/receiving/${refund(i).refundOrderNo}`, JSON.stringify({ refundOrderNo: refund(i).refundOrderNo })],
  ];
  const rows = Array.from({ length: 30 }, (_, i): Omit<SensitiveLog, 'id'> => {
    const [call, url, requestParam, error] = kinds[(i * 5 + random.int(0, 2)) % kinds.length](i);
    return {
      adminId: owner.id,
      adminAccount: owner.account,
      ...call,
      requestMethod: 'POST',
      url,
      ip: '127.0.0.1',
      requestParam,
      result: error ? failAnswer(error) : OK_ANSWER,
      status: error ? 1 : 0,
      errorMsg: error ?? '',
      createTime: formatDateTime(new Date(now - (30 - i) * DAY + random.int(9 * 3600, 20 * 3600) * 1000 - DAY / 2)),
    };
  });
  return rows.toSorted((a, b) => a.createTime.localeCompare(b.createTime)).map((row, i) => ({ id: i + 1, ...row }));
}

export function seedMaintain(now: number, base: SeedBase): DemoMaintainData {
  return { exportFiles: seedExports(now, base), sensitiveLogs: seedSensitiveLogs(now, base) };
}
