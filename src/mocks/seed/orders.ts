import type { MerchantExpress, OrderDetailLine, UserAdminDetailResponse } from '@/api/generated/model';
import { addMoney, compareMoney, money, mulMoney, subMoney } from '@/lib/format';
import type { DemoProduct } from '../types/products';
import { PLATFORM_EXPRESSES } from '../logic/expresses';
import { orderNumber, refundNumber } from '../logic/numbers';
import { refundLineOf, refundOrderOf } from '../logic/refund-rows';
import { formatDateTime } from '../logic/time';
import { createRandom, type Random } from './random';
import type { DemoOrder, DemoOrderData, DemoRefund } from '../types/orders';

/** The carriers the seeded orders were shipped with: the store's open ones, 顺丰 its default. */
const SHIPPED_WITH = [1, 2, 3, 4, 5];
/** 申通 is linked too but switched off, so the list shows both states. */
const LINKED = [...SHIPPED_WITH, 6];

function seedMerchantExpresses(now: number): MerchantExpress[] {
  return PLATFORM_EXPRESSES.filter((e) => LINKED.includes(e.id)).map(({ id: expressId, code, name }, i) => ({
    id: i + 1,
    expressId,
    code,
    name,
    isDefault: expressId === 1,
    isOpen: SHIPPED_WITH.includes(expressId),
    createTime: formatDateTime(new Date(now - (40 - i) * 86_400_000)),
  }));
}

/** What each seeded order is: its state and how many lines. */
interface OrderSeed {
  status: DemoOrder['status'];
  type?: 0 | 1 | 2;
  /** 1 delivered, 2 picked up at the store. */
  shipping?: 1 | 2;
  /** Virtual products (secondType 2): delivered (shippingType 1) with no address, sent by 无需发货. */
  virtual?: boolean;
  lines?: number;
  refunded?: boolean;
  userDel?: boolean;
  group?: DemoOrder['groupBuyRecordStatus'];
  remark?: string;
  extend?: boolean;
}

const SEEDS: OrderSeed[] = [
  { status: 1, lines: 2, remark: '客户要求周末送达' },
  { status: 1 },
  { status: 1, lines: 3 },
  { status: 1, type: 1 },
  { status: 1, type: 2, group: 10 },
  { status: 1, type: 2, group: 0 },
  { status: 1, lines: 2, extend: true },
  { status: 1 },
  { status: 2, lines: 2 },
  { status: 3, shipping: 2 },
  { status: 3, shipping: 2 },
  { status: 3, shipping: 2, lines: 2 },
  { status: 4 },
  { status: 4, lines: 2 },
  { status: 4, type: 1 },
  { status: 4 },
  { status: 5 },
  { status: 5, lines: 2 },
  { status: 6 },
  { status: 6, lines: 2 },
  { status: 6, type: 2, group: 10 },
  { status: 6 },
  { status: 6, userDel: true },
  { status: 9, userDel: true },
  { status: 0 },
  { status: 0, lines: 2 },
  { status: 9 },
  { status: 1, refunded: true },
  { status: 4, refunded: true },
  { status: 1, virtual: true },
  // Orders with refund requests (see REFUND_SEEDS).
  { status: 1, lines: 2 },
  { status: 4 },
  { status: 4 },
  { status: 5 },
  { status: 1 },
  { status: 4 },
  { status: 6 },
  { status: 4 },
  { status: 1 },
];

const PAY_TYPES = ['weixin', 'weixin', 'alipay', 'yue'] as const;
/** Where each was paid (payChannel): the mini program, the WeChat official account, Alipay, the balance. */
const PAY_CHANNELS = ['mini', 'public', 'alipay', 'yue'] as const;
const REMARKS = ['', '', '', '请尽快发货', '不要放快递柜', '送人的，别放发票'];

function buildLines(orderNo: string, count: number, products: DemoProduct[], random: Random, firstId: number): OrderDetailLine[] {
  const saleable = products.filter((p) => p.auditStatus === 2 && p.type === 0);
  return Array.from({ length: count }, (_, i) => {
    const product = saleable[random.int(0, saleable.length - 1)];
    const sku = product.attrValue[random.int(0, product.attrValue.length - 1)];
    const payNum = random.int(1, 3);
    return {
      id: firstId + i,
      orderNo,
      productId: product.id,
      productName: product.name,
      image: sku.image || product.image,
      attrValueId: sku.id ?? 0,
      sku: sku.sku ?? '默认',
      price: sku.price,
      payNum,
      payPrice: mulMoney(sku.price, payNum),
      applyRefundNum: 0,
      refundNum: 0,
      deliveryNum: 0,
      productType: 0,
      productMarketingType: 0,
      proRefundSwitch: true,
      refundPrice: money(0),
      vipPrice: money(0),
      merId: 1,
      redeemIntegral: 0,
    };
  });
}

const ADDRESS_PARTS: Array<[string, string, string, string]> = [
  ['广东省', '广州市', '天河区', '体育西路191号中石化大厦B塔1203'],
  ['浙江省', '杭州市', '西湖区', '文三路90号东部软件园3号楼502'],
  ['上海市', '上海市', '浦东新区', '张江路88弄12号1801室'],
  ['北京市', '北京市', '朝阳区', '建国路93号万达广场6号楼2201'],
  ['四川省', '成都市', '武侯区', '天府大道中段666号希顿国际C座'],
];

export function seedOrders(now: number, users: readonly UserAdminDetailResponse[], products: DemoProduct[]): DemoOrderData {
  const random = createRandom(8080);
  let lineId = 1;
  let invoiceId = 1;
  const expresses = seedMerchantExpresses(now);
  const shippedWith = expresses.filter((e) => e.isOpen);
  const orders = SEEDS.map((seed, i): DemoOrder => {
    const created = new Date(now - (SEEDS.length - i) * 7 * 3_600_000 - random.int(0, 3_599) * 1000);
    const orderNo = orderNumber(created, 100 + i);
    const user = users[(i * 7) % users.length];
    const lines = buildLines(orderNo, seed.lines ?? 1, products, random, lineId);
    lineId += lines.length;
    const shippingType = seed.shipping ?? 1;
    const delivered = shippingType === 1 && !seed.virtual;
    const postage = money(delivered && i % 3 === 0 ? 10 : 0);
    const proTotal = addMoney(...lines.map((l) => l.payPrice));
    const merCoupon = money(i % 5 === 0 && compareMoney(proTotal, 50) > 0 ? 10 : 0);
    const payPrice = subMoney(addMoney(proTotal, postage), merCoupon);
    const paid = seed.status !== 0 && !(seed.status === 9 && !seed.userDel);
    const [province, city, district, detail] = ADDRESS_PARTS[i % ADDRESS_PARTS.length];
    const order: DemoOrder = {
      orderNo,
      uid: user.id,
      totalNum: lines.reduce((n, l) => n + l.payNum, 0),
      proTotalPrice: proTotal,
      totalPostage: postage,
      totalPrice: addMoney(proTotal, postage),
      couponPrice: merCoupon,
      merCouponPrice: merCoupon,
      platCouponPrice: money(0),
      svipDiscountPrice: money(0),
      useIntegral: 0,
      integralPrice: money(0),
      payPrice,
      payPostage: postage,
      paid,
      ...(paid ? { payTime: formatDateTime(new Date(created.getTime() + 60_000)) } : {}),
      payType: PAY_TYPES[i % PAY_TYPES.length],
      payChannel: PAY_CHANNELS[i % PAY_CHANNELS.length],
      status: seed.status,
      refundStatus: 0,
      cancelStatus: seed.status === 9 ? (i % 2 === 0 ? 1 : 2) : 0,
      isUserDel: seed.userDel ?? false,
      // Points are whole: one per yuan paid.
      gainIntegral: Math.floor(Number(payPrice)),
      type: seed.type ?? 0,
      secondType: seed.virtual ? 2 : 0,
      level: 1,
      createTime: formatDateTime(created),
      realName: user.realName || user.nickname,
      userPhone: user.phone,
      userAddress: delivered ? `${province}${city}${district}${detail}` : '',
      userRemark: REMARKS[i % REMARKS.length],
      merchantRemark: seed.remark ?? '',
      shippingType,
      isSplitDelivery: false,
      nikeName: user.nickname,
      phone: user.phone,
      avatar: user.avatar,
      isPaidMember: user.isPaidMember ?? false,
      isLogoff: user.isLogoff ?? false,
      userRefundSign: false,
      systemFormId: seed.extend ? 1 : 0,
      orderExtend: seed.extend ? JSON.stringify([{ title: '姓名', value: user.realName }, { title: '预约日期', value: formatDateTime(new Date(now + 3 * 86_400_000)).slice(0, 10) }]) : '',
      verifyCode: shippingType === 2 ? String(800_100 + i) : '',
      clerkName: '',
      lines,
      invoices: [],
      groupBuyRecordStatus: seed.group ?? 99,
    };
    if (seed.virtual) order.lines.forEach((l) => (l.productType = 2));
    // Shipped orders have shipments: a partly shipped one sent its first line only.
    if (seed.status === 2 || seed.status >= 4) {
      if (seed.status === 2) order.isSplitDelivery = true;
      const shipped = seed.status === 2 ? order.lines.slice(0, 1) : order.lines;
      if (seed.status !== 9 || seed.userDel) {
        const express = shippedWith[i % shippedWith.length];
        const time = formatDateTime(new Date(created.getTime() + 20 * 3_600_000));
        order.invoices.push({
          id: invoiceId,
          orderNo,
          trackingNumber: `${express.code}${String(7_310_000_000 + i * 7919).padStart(10, '0')}`,
          expressName: express.name,
          expressCode: express.code,
          totalNum: shipped.reduce((n, l) => n + l.payNum, 0),
          createTime: time,
          updateTime: time,
          deliveryMark: '',
          deliveryCarrier: '',
          carrierPhone: '',
          deliveryType: 'express',
          detailList: shipped.map((l, k) => ({ id: invoiceId * 100 + k, invoiceId, productId: l.productId, productName: l.productName, image: l.image, attrValueId: l.attrValueId, sku: l.sku, num: l.payNum })),
        });
        invoiceId += 1;
        for (const l of shipped) l.deliveryNum = l.payNum;
      }
    }
    if (seed.status === 3 || seed.status === 5 || seed.status === 6) {
      if (shippingType === 2 && seed.status !== 3) order.clerkName = '张店长';
    }
    if (seed.refunded) {
      order.refundStatus = 3;
      for (const l of order.lines) {
        l.refundNum = l.payNum;
        l.refundPrice = l.payPrice;
      }
    }
    return order;
  });

  const refunds = seedRefunds(now, orders, users, random);
  return {
    orders,
    refunds,
    expresses,
    merchantAddresses: [
      { id: 1, receiverName: '张店长', receiverPhone: '13800138000', province: '广东省', city: '广州市', district: '天河区', street: '珠江新城', detail: '花城大道85号高德置地广场A座1808（售后组）', isDefault: true, isShow: true },
      { id: 2, receiverName: '王仓管', receiverPhone: '13922223333', province: '广东省', city: '佛山市', district: '南海区', street: '里水镇', detail: '里水镇和顺大道18号云仓3号库', isDefault: false, isShow: true },
      { id: 3, receiverName: '李客服', receiverPhone: '13900139000', province: '浙江省', city: '杭州市', district: '余杭区', street: '仓前街道', detail: '文一西路998号（已停用）', isDefault: false, isShow: false },
    ],
    invoiceSeq: invoiceId,
    orderSettings: { refundDelayMs: 3000, returnDelayMs: 5000 },
  };
}

/** Refund requests on the last nine orders, in every state. */
const REFUND_SEEDS: Array<{ status: DemoRefund['refundStatus']; afterSales: 1 | 2; returnType: 0 | 1 | 2; reason: string }> = [
  { status: 0, afterSales: 1, returnType: 0, reason: '拍错了/不想要了' },
  { status: 0, afterSales: 2, returnType: 1, reason: '商品质量问题' },
  { status: 0, afterSales: 2, returnType: 2, reason: '尺码不合适' },
  { status: 5, afterSales: 2, returnType: 1, reason: '与描述不符' },
  { status: 1, afterSales: 1, returnType: 0, reason: '不想要了' },
  { status: 4, afterSales: 2, returnType: 1, reason: '商品破损' },
  { status: 3, afterSales: 1, returnType: 0, reason: '多拍了一件' },
  { status: 6, afterSales: 1, returnType: 0, reason: '不想要了' },
  { status: 2, afterSales: 1, returnType: 0, reason: '未按约定时间发货' },
];

/** The flow's steps in the reference's words (RefundOrderManagerServiceImpl, OrderTaskServiceImpl). */
const CHANGE_MESSAGES: Record<string, string> = {
  apply: '用户发起退款单申请',
  audit: '售后单商家审核通过',
  refuse: '售后单商家审核拒绝',
  returning: '售后单用户退回商品',
  receiving: '售后单商家确认收货',
  refund: '售后单退款成功',
  revoke: '用户撤销退款',
};

function seedRefunds(now: number, orders: DemoOrder[], users: readonly UserAdminDetailResponse[], random: Random): DemoRefund[] {
  const targets = orders.slice(-REFUND_SEEDS.length);
  return REFUND_SEEDS.map((seed, i) => {
    const order = targets[i];
    const line = order.lines[0];
    const user = users.find((u) => u.id === order.uid)!;
    const created = new Date(now - (REFUND_SEEDS.length - i) * 5 * 3_600_000 - random.int(0, 3_599) * 1000);
    const refundOrderNo = refundNumber(created, 300 + i);
    const num = line.payNum;
    const amount = line.payPrice;
    const at = (hours: number) => formatDateTime(new Date(created.getTime() + hours * 3_600_000));
    const steps: DemoRefund['statusList'] = [{ changeType: 'apply', changeMessage: CHANGE_MESSAGES.apply, createTime: at(0) }];
    // Awaiting the store or the user, the pieces are asked back; once approved (退款中 too) they count as refunded.
    const open = seed.status === 0 || seed.status === 4 || seed.status === 5;
    if (seed.status === 1) steps.push({ changeType: 'audit', changeMessage: CHANGE_MESSAGES.refuse, createTime: at(2) });
    if (seed.status === 2 || seed.status === 3 || seed.status === 4 || seed.status === 5) steps.push({ changeType: 'audit', changeMessage: CHANGE_MESSAGES.audit, createTime: at(2) });
    if (seed.status === 5) steps.push({ changeType: 'returning', changeMessage: CHANGE_MESSAGES.returning, createTime: at(6) });
    if (seed.status === 3) steps.push({ changeType: 'refund', changeMessage: CHANGE_MESSAGES.refund, createTime: at(3) });
    if (seed.status === 6) steps.push({ changeType: 'revoke', changeMessage: CHANGE_MESSAGES.revoke, createTime: at(1) });
    const merAddress = seed.returnType === 1 && (seed.status === 4 || seed.status === 5);
    if (open) {
      line.applyRefundNum = num;
      order.refundStatus = 1;
      order.userRefundSign = true;
    }
    if (seed.status === 2 || seed.status === 3) {
      line.refundNum = num;
      line.refundPrice = amount;
      order.refundStatus = order.lines.every((l) => l.refundNum >= l.payNum) ? 3 : 2;
    }
    return {
      refundOrderNo,
      orderNo: order.orderNo,
      uid: order.uid,
      userNickName: user.nickname,
      isCompulsoryRefund: false,
      totalNum: num,
      afterSalesType: seed.afterSales,
      refundStatus: seed.status,
      refundPrice: amount,
      payPrice: amount,
      productName: line.productName,
      image: line.image,
      sku: line.sku,
      price: line.price,
      ...(seed.status === 2 || seed.status === 3 ? { refundTime: at(seed.status === 2 ? 2 : 3) } : {}),
      payNum: line.payNum,
      applyRefundNum: num,
      refundUseIntegral: 0,
      refundGainIntegral: Math.floor(Number(amount)),
      refundFirstBrokerageFee: money(0),
      refundSecondBrokerageFee: money(0),
      refundFreightFee: money(0),
      isUserRevoke: seed.status === 6,
      promoterType: 'user',
      returnGoodsType: seed.returnType,
      refundReasonWap: seed.reason,
      refundReasonWapImg: seed.afterSales === 2 ? line.image : '',
      refundReasonWapExplain: seed.afterSales === 2 ? '收到货发现有问题，申请退货退款' : '',
      receiver: merAddress ? '张店长' : '',
      receiverPhone: merAddress ? '13800138000' : '',
      // The address's detail alone, as the reference's approval copies it.
      receiverAddressDetail: merAddress ? '花城大道85号高德置地广场A座1808（售后组）' : '',
      expressName: seed.status === 5 ? '顺丰速运' : '',
      trackingNumber: seed.status === 5 ? `SF${String(7_650_000_000 + i * 131).padStart(10, '0')}` : '',
      telephone: user.phone,
      refundReason: seed.status === 1 ? '商品已发出，请收货后再申请' : '',
      statusList: steps,
      orderInfoVo: refundOrderOf(order, user),
      merRemark: '',
      platformRemark: '',
      createTime: at(0),
      refundOrderInfo: refundLineOf(i + 1, refundOrderNo, line, num, amount),
    };
  });
}
