import * as enums from './enums';
import {
  UNKNOWN_LABEL,
  activityStatusLabel,
  broadcastStatusLabel,
  closingAccountStatusLabel,
  closingAccountStatusOptions,
  closingAuditStatusLabel,
  closingAuditStatusOptions,
  couponCategoryOptions,
  createLabelFn,
  findOption,
  fundsFlowTypeLabel,
  fundsFlowTypeOptions,
  orderRefundStatusLabel,
  orderStatusLabel,
  orderStatusOptions,
  payTypeLabel,
  productEditStatusOptions,
  productShelfLabel,
  productTypeOptions,
  refundStatusOptions,
  registerTypeOptions,
  roomShowLabel,
  selfOperatedLabel,
  transferTypeLabel,
  transferTypeOptions,
  userSearchTypeOptions,
  userSexLabel,
  withdrawalStatusLabel,
  withdrawalStatusOptions,
  type OrderStatus,
} from './enums';

const pairs = (options: readonly { value: unknown; label: string }[]) => options.map((o) => [o.value, o.label]);

describe('option lists', () => {
  it('lists the order statuses of SPEC.md §4 in order', () => {
    expect(pairs(orderStatusOptions)).toEqual([
      [0, '待付款'],
      [1, '待发货'],
      [2, '部分发货'],
      [3, '待核销'],
      [4, '待收货'],
      [5, '已收货'],
      [6, '已完成'],
      [9, '已取消'],
    ]);
  });

  it('lists the refund statuses 0–7', () => {
    expect(pairs(refundStatusOptions)).toEqual([
      [0, '待审核'],
      [1, '商家拒绝'],
      [2, '退款中'],
      [3, '退款成功'],
      [4, '用户退货'],
      [5, '商家待收货'],
      [6, '已撤销'],
      [7, '部分退款'],
    ]);
  });

  it('labels the product edit statuses, negative off-shelf states first', () => {
    expect(pairs(productEditStatusOptions)).toEqual([
      [-1, '违规/风控系统下架'],
      [-2, '平台下架'],
      [-3, '商家下架'],
      [1, '未审核'],
      [2, '审核中'],
      [3, '审核失败'],
      [4, '审核成功'],
    ]);
  });

  it('labels register types, product types, coupon scopes and user search types as the reference does', () => {
    expect(pairs(registerTypeOptions)).toEqual([
      ['wechat', '公众号'],
      ['routine', '小程序'],
      ['h5', 'H5'],
      ['iosWx', '微信ios'],
      ['androidWx', '微信安卓'],
      ['ios', 'ios'],
    ]);
    expect(pairs(productTypeOptions)).toEqual([
      [0, '普通商品'],
      [1, '积分商品'],
      [2, '虚拟商品'],
      [4, '视频号'],
      [5, '云盘商品'],
      [6, '卡密商品'],
    ]);
    expect(couponCategoryOptions.map((o) => o.label)).toEqual(['商家券', '商品券', '通用券', '品类券', '品牌券', '跨店券']);
    expect(pairs(userSearchTypeOptions)).toEqual([
      ['all', '全部'],
      ['uid', 'UID'],
      ['phone', '手机号'],
      ['nickname', '用户昵称'],
    ]);
  });

  it('lists the finance states and types: settlements, withdrawals and funds-flow entries', () => {
    expect(pairs(transferTypeOptions)).toEqual([
      ['bank', '银行卡'],
      ['wechat', '微信'],
      ['alipay', '支付宝'],
    ]);
    expect(pairs(withdrawalStatusOptions)).toEqual([
      [-1, '已拒绝'],
      [0, '审核中'],
      [1, '已提现'],
    ]);
    expect(pairs(closingAuditStatusOptions)).toEqual([
      [0, '待审核'],
      [1, '已审核'],
      [2, '审核失败'],
    ]);
    expect(pairs(closingAccountStatusOptions)).toEqual([
      [0, '未到账'],
      [1, '已到账'],
    ]);
    expect(pairs(fundsFlowTypeOptions)).toEqual([
      ['pay_order', '订单支付'],
      ['refund_order', '订单退款'],
      ['recharge_user', '用户充值'],
      ['yue_pay', '余额支付'],
      ['merchant_collect', '商户分账'],
      ['brokerage', '分佣'],
      ['system', '系统'],
    ]);
  });

  it('has unique values and non-empty labels in every list', () => {
    const lists = Object.entries(enums).filter(([name]) => name.endsWith('Options'));
    expect(lists.length).toBeGreaterThanOrEqual(35);
    const problems = lists.flatMap(([name, list]) => {
      const options = list as readonly { value: unknown; label: string }[];
      const values = options.map((o) => o.value);
      return [
        ...(new Set(values).size === values.length ? [] : [`${name}: duplicate value`]),
        ...options.filter((o) => o.label.trim() === '').map((o) => `${name}: no label for ${String(o.value)}`),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('label functions', () => {
  it('return the label of a known value', () => {
    expect(orderStatusLabel(9)).toBe('已取消');
    expect(orderRefundStatusLabel(1)).toBe('申请退款中');
    expect(payTypeLabel('yue')).toBe('余额');
    expect(transferTypeLabel('bank')).toBe('银行卡');
    expect(withdrawalStatusLabel(-1)).toBe('已拒绝');
    expect(closingAuditStatusLabel(2)).toBe('审核失败');
    expect(closingAccountStatusLabel(1)).toBe('已到账');
    expect(fundsFlowTypeLabel('brokerage')).toBe('分佣');
    expect(activityStatusLabel(0)).toBe('未开始');
    expect(broadcastStatusLabel(104)).toBe('禁播');
    expect(productShelfLabel(0)).toBe('下架');
    expect(roomShowLabel(0)).toBe('开启');
    expect(selfOperatedLabel(false)).toBe('非自营');
    expect(userSexLabel(3)).toBe('保密');
  });

  it('fall back to 未知 for unknown, missing or mistyped values instead of throwing', () => {
    const fromApi: number = 7;
    const wide: string = 'cash';
    expect(UNKNOWN_LABEL).toBe('未知');
    expect(orderStatusLabel(fromApi)).toBe('未知');
    expect(orderStatusLabel(null)).toBe('未知');
    expect(orderStatusLabel(undefined)).toBe('未知');
    expect(payTypeLabel(wide)).toBe('未知');
    // The backend may send a status as a string; it is a different value, not a silent match.
    expect(orderStatusLabel('1' as unknown as number)).toBe('未知');
  });

  it('reject a literal outside the enumeration at compile time', () => {
    // @ts-expect-error 7 is not an order status
    expect(orderStatusLabel(7)).toBe('未知');
    // @ts-expect-error 'cash' is not a pay type
    expect(payTypeLabel('cash')).toBe('未知');
    // @ts-expect-error a string is never an order status
    expect(orderStatusLabel('1')).toBe('未知');
    const known: OrderStatus = 2;
    expect(orderStatusLabel(known)).toBe('部分发货');
  });

  it('are built from any option list with an optional fallback', () => {
    const label = createLabelFn([{ value: 'a', label: '甲' }], '-');
    expect(label('a')).toBe('甲');
    expect(label('b' as string)).toBe('-');
  });
});

describe('findOption', () => {
  it('gives the tone of a status, and undefined for an unknown value', () => {
    expect(findOption(orderStatusOptions, 6)?.tone).toBe('success');
    expect(findOption(refundStatusOptions, 1)?.tone).toBe('danger');
    expect(findOption(orderStatusOptions, 7)).toBeUndefined();
  });
});
