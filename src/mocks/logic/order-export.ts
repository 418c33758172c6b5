import { HttpResponse } from 'msw';
import type { ExportOrdersExcelParams, ExportOrdersParams, OrderDetailLine } from '@/api/generated/model';
import { orderStatusLabel, payTypeLabel } from '@/lib/enums';
import { buildXlsx } from '@/lib/xlsx';
import { dateRangeOf } from '../date-limit';
import { getDb } from '../db';
import { fail } from '../lib';
import type { DemoAccount } from '../types/accounts';
import type { DemoOrder } from '../types/orders';
import { recordExport, XLSX_TYPE } from './maintain';
import { inOrderTab, tabRows } from './order-list';
import { formatDateTime } from './time';

// The order exports: the console's own (SPEC.md's /admin/export/excel/order: a file kept for 数据导出), and
// the reference backend's (/admin/merchant/export/order/excel: the workbook itself, as ExportServiceImpl
// and ExportUtil write it).

/** The orders of a tab under the filters, written to an Excel file for 数据导出. */
export function exportOrders(account: DemoAccount, q: ExportOrdersParams) {
  const sheet = [
    ['订单号', '订单类型', '用户昵称', '用户ID', '商品', '商品数量', '实际支付', '支付方式', '订单状态', '商家备注', '下单时间'],
    ...tabRows(q, q.status).map((o) => [
      o.orderNo,
      ['普通订单', '秒杀订单', '拼团订单'][o.type],
      o.nikeName,
      o.uid,
      o.lines.map((l) => `${l.productName}（${l.sku}）×${l.payNum}`).join('；'),
      o.totalNum,
      // A number cell, as the reference's export writes amounts.
      Number(o.payPrice),
      payTypeLabel(o.payType),
      o.refundStatus === 3 ? '已退款' : orderStatusLabel(o.status),
      o.merchantRemark,
      o.createTime,
    ]),
  ];
  return { fileName: recordExport(account, 'order', buildXlsx('订单', sheet)) };
}

/** The reference's columns (OrderExcelVo's aliases), in order. */
export const ORDER_EXCEL_HEADERS = ['订单类型', '订单号', '商户名称', '用户昵称', '实际支付金额', '支付状态', '支付方式', '支付渠道', '订单状态', '退款状态', '创建时间', '商品信息'];

const TYPE_WORDS: Readonly<Record<number, string>> = { 0: '普通', 1: '秒杀', 2: '拼团' };
const PAY_TYPE_WORDS: Readonly<Record<string, string>> = { weixin: '微信支付', alipay: '支付宝支付', yue: '余额支付' };
const PAY_CHANNEL_WORDS: Readonly<Record<string, string>> = {
  public: '公众号',
  mini: '小程序',
  h5: '微信网页支付',
  yue: '余额',
  wechatIos: '微信Ios',
  wechatAndroid: '微信Android',
  alipay: '支付宝',
  alipayApp: '支付宝App',
};
const STATUS_WORDS: Readonly<Record<number, string>> = { 0: '待支付', 1: '待发货', 2: '部分发货', 3: '待核销', 4: '待收货', 5: '已收货', 6: '已完成', 9: '已取消' };
const REFUND_STATUS_WORDS: Readonly<Record<number, string>> = { 0: '未退款', 1: '申请中', 2: '部分退款', 3: '已退款' };

/** 商品信息: each line as "name  price * count", one per line of the cell. */
const productInfo = (lines: readonly OrderDetailLine[]) => lines.map((l) => `${l.productName}  ${l.payPrice} * ${l.payNum}`).join('\r\n');

function excelRow(o: DemoOrder, storeName: string): string[] {
  const user = getDb().users.find((u) => u.id === o.uid);
  return [
    TYPE_WORDS[o.type] ?? '',
    o.orderNo,
    storeName,
    `${user?.nickname ?? o.nikeName}|${o.uid}`,
    o.payPrice,
    o.paid ? '已支付' : '未支付',
    PAY_TYPE_WORDS[o.payType] ?? '',
    PAY_CHANNEL_WORDS[o.payChannel ?? ''] ?? '',
    STATUS_WORDS[o.status] ?? '',
    REFUND_STATUS_WORDS[o.refundStatus] ?? '',
    o.createTime,
    productInfo(o.lines),
  ];
}

/**
 * The orders the reference's export reads (OrderServiceImpl.findExportList): the order number, type, time
 * and tab filters, newest first, every row; the user search and the paging are not read, and orders the
 * merchant deleted are exported too.
 */
function exportedOrders(q: ExportOrdersExcelParams): DemoOrder[] {
  const orderNo = q.orderNo ?? '';
  const range = dateRangeOf(q.dateLimit);
  return getDb()
    .orders.filter(
      (o) =>
        (!orderNo.trim() || o.orderNo.includes(orderNo)) &&
        (q.type === undefined || o.type === q.type) &&
        (!range || (o.createTime >= range[0] && o.createTime <= range[1])) &&
        inOrderTab(o, q.status),
    )
    // Newest first, as the Java's `order by id desc`: the store keeps orders in the order they came.
    .toReversed();
}

/** The export's name: 订单导出_{yyyyMMddHHmmss}{nine random digits}.xlsx (ExportUtil then adds .xlsx again). */
const orderExcelName = (now: Date) => `订单导出_${formatDateTime(now).replace(/\D/g, '')}${111_111_111 + Math.floor(Math.random() * 888_888_889)}.xlsx`;

/**
 * The reference's order export: the workbook itself, streamed as the answer (a title row 订单导出 and a
 * 生成时间 row merged across the columns, the headers, one row per order, every cell text), nothing kept;
 * no order to export is refused (400 没有可导出的数据！).
 */
export function exportOrdersExcel(q: ExportOrdersExcelParams) {
  const orders = exportedOrders(q);
  if (orders.length === 0) return fail(400, '没有可导出的数据！');
  const now = new Date();
  const storeName = getDb().baseInfo.name;
  const rows = [['订单导出'], [`生成时间:${formatDateTime(now)}`], ORDER_EXCEL_HEADERS, ...orders.map((o) => excelRow(o, storeName))];
  const bytes = buildXlsx('sheet1', rows, { titleRows: 2, columnWidth: 22 });
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': `${XLSX_TYPE};charset=utf-8`,
      'Content-Disposition': `attachment;filename*=utf-8''${encodeURIComponent(orderExcelName(now))}.xlsx`,
    },
  });
}
