/**
 * Every enumeration of SPEC.md §4 with its Chinese label, in display order. Pages never spell a
 * label themselves: they import the option list (filters, selects, tabs) or the label function.
 * Where the spec only names a state in English, the label is the reference console's.
 */

/** Tag colour of a state in a list. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'primary';

export type OptionValue = string | number | boolean;

export interface EnumOption<V extends OptionValue> {
  readonly value: V;
  readonly label: string;
  readonly tone?: Tone;
}

export type EnumOptions<V extends OptionValue> = readonly EnumOption<V>[];

/** The value type of an option list: `ValueOf<typeof orderStatusOptions>` is `0 | 1 | … | 9`. */
export type ValueOf<L extends EnumOptions<OptionValue>> = L[number]['value'];

/** Shown for a value the enumeration does not know (new backend state, corrupt data). */
export const UNKNOWN_LABEL = '未知';

/**
 * Accepts the enumeration's own values, and a wider type they fit in (an API field typed `number`
 * or `string`), but rejects a literal outside the enumeration: `orderStatusLabel(7)` is a type error.
 */
type EnumInput<T, V> = [T] extends [V | null | undefined] ? T : [V] extends [T] ? T : never;

export type LabelFn<V extends OptionValue> = <T extends OptionValue | null | undefined>(
  value: T & EnumInput<T, V>,
) => string;

/**
 * The const type parameter keeps the literal values, so each list defines its own value type.
 * Every table below is marked pure: route search validators in the first-page bundle use a few of
 * them, and the bundler may drop the rest only when their calls are known to be side-effect free.
 */
function defineOptions<const V extends OptionValue>(options: EnumOptions<V>): EnumOptions<V> {
  return options;
}

/** The option of a value, e.g. for its tone; undefined for an unknown value. */
export function findOption<V extends OptionValue>(
  options: EnumOptions<V>,
  value: OptionValue | null | undefined,
): EnumOption<V> | undefined {
  return options.find((option) => option.value === value);
}

export function createLabelFn<V extends OptionValue>(
  options: EnumOptions<V>,
  fallback: string = UNKNOWN_LABEL,
): LabelFn<V> {
  const labels = new Map<OptionValue, string>(options.map((option) => [option.value, option.label]));
  return (value) => (value === null || value === undefined ? fallback : (labels.get(value) ?? fallback));
}

// Orders

export const orderStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '待付款', tone: 'warning' },
  { value: 1, label: '待发货', tone: 'warning' },
  { value: 2, label: '部分发货', tone: 'primary' },
  { value: 3, label: '待核销', tone: 'primary' },
  { value: 4, label: '待收货', tone: 'primary' },
  { value: 5, label: '已收货', tone: 'success' },
  { value: 6, label: '已完成', tone: 'success' },
  { value: 9, label: '已取消', tone: 'info' },
]);
export type OrderStatus = ValueOf<typeof orderStatusOptions>;
export const orderStatusLabel = /* @__PURE__ */ createLabelFn(orderStatusOptions);

export const orderRefundStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '未退款', tone: 'info' },
  { value: 1, label: '申请退款中', tone: 'warning' },
  { value: 2, label: '部分退款', tone: 'warning' },
  { value: 3, label: '已退款', tone: 'danger' },
]);
export type OrderRefundStatus = ValueOf<typeof orderRefundStatusOptions>;
export const orderRefundStatusLabel = /* @__PURE__ */ createLabelFn(orderRefundStatusOptions);

export const refundStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '待审核', tone: 'warning' },
  { value: 1, label: '商家拒绝', tone: 'danger' },
  { value: 2, label: '退款中', tone: 'primary' },
  { value: 3, label: '退款成功', tone: 'success' },
  { value: 4, label: '用户退货', tone: 'primary' },
  { value: 5, label: '商家待收货', tone: 'warning' },
  { value: 6, label: '已撤销', tone: 'info' },
  { value: 7, label: '部分退款', tone: 'success' },
]);
export type RefundStatus = ValueOf<typeof refundStatusOptions>;
export const refundStatusLabel = /* @__PURE__ */ createLabelFn(refundStatusOptions);

export const payTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 'weixin', label: '微信' },
  { value: 'alipay', label: '支付宝' },
  { value: 'yue', label: '余额' },
]);
export type PayType = ValueOf<typeof payTypeOptions>;
export const payTypeLabel = /* @__PURE__ */ createLabelFn(payTypeOptions);

// Products

export const productEditStatusOptions = /* @__PURE__ */ defineOptions([
  { value: -1, label: '违规/风控系统下架', tone: 'danger' },
  { value: -2, label: '平台下架', tone: 'danger' },
  { value: -3, label: '商家下架', tone: 'info' },
  { value: 1, label: '未审核', tone: 'info' },
  { value: 2, label: '审核中', tone: 'warning' },
  { value: 3, label: '审核失败', tone: 'danger' },
  { value: 4, label: '审核成功', tone: 'success' },
]);
export type ProductEditStatus = ValueOf<typeof productEditStatusOptions>;
export const productEditStatusLabel = /* @__PURE__ */ createLabelFn(productEditStatusOptions);

export const platformReviewStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '未审核', tone: 'info' },
  { value: 2, label: '审核中', tone: 'warning' },
  { value: 3, label: '审核失败', tone: 'danger' },
  { value: 4, label: '审核成功', tone: 'success' },
]);
export type PlatformReviewStatus = ValueOf<typeof platformReviewStatusOptions>;
export const platformReviewStatusLabel = /* @__PURE__ */ createLabelFn(platformReviewStatusOptions);

export const productShelfOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '上架', tone: 'success' },
  { value: 0, label: '下架', tone: 'info' },
]);
export type ProductShelf = ValueOf<typeof productShelfOptions>;
export const productShelfLabel = /* @__PURE__ */ createLabelFn(productShelfOptions);

export const productTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '普通商品' },
  { value: 1, label: '积分商品' },
  { value: 2, label: '虚拟商品' },
  { value: 4, label: '视频号' },
  { value: 5, label: '云盘商品' },
  { value: 6, label: '卡密商品' },
]);
export type ProductType = ValueOf<typeof productTypeOptions>;
export const productTypeLabel = /* @__PURE__ */ createLabelFn(productTypeOptions);

/** The tabs of the product list (query `type`). */
export const productListTabOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '出售中' },
  { value: 2, label: '仓库中' },
  { value: 3, label: '已售罄' },
  { value: 4, label: '警戒库存' },
  { value: 5, label: '回收站' },
  { value: 6, label: '待审核' },
  { value: 7, label: '审核失败' },
  { value: 8, label: '待提审' },
]);
export type ProductListTab = ValueOf<typeof productListTabOptions>;
export const productListTabLabel = /* @__PURE__ */ createLabelFn(productListTabOptions);

/** The platform's review of a product (`auditStatus`). */
export const productAuditStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '无需审核', tone: 'info' },
  { value: 1, label: '待审核', tone: 'warning' },
  { value: 2, label: '审核成功', tone: 'success' },
  { value: 3, label: '审核拒绝', tone: 'danger' },
]);
export type ProductAuditStatus = ValueOf<typeof productAuditStatusOptions>;
export const productAuditStatusLabel = /* @__PURE__ */ createLabelFn(productAuditStatusOptions);

/** Delivery methods of a product (`deliveryMethod`, joined by commas). */
export const deliveryMethodOptions = /* @__PURE__ */ defineOptions([
  { value: '1', label: '商家配送' },
  { value: '2', label: '到店自提' },
]);
export type DeliveryMethod = ValueOf<typeof deliveryMethodOptions>;

export const videoStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '初始值', tone: 'info' },
  { value: 5, label: '上架', tone: 'success' },
  { value: 11, label: '自主下架', tone: 'warning' },
  { value: 13, label: '违规下架/风控系统下架', tone: 'danger' },
]);
export type VideoStatus = ValueOf<typeof videoStatusOptions>;
export const videoStatusLabel = /* @__PURE__ */ createLabelFn(videoStatusOptions);

// Finance

export const withdrawalStatusOptions = /* @__PURE__ */ defineOptions([
  { value: -1, label: '已拒绝', tone: 'danger' },
  { value: 0, label: '审核中', tone: 'warning' },
  { value: 1, label: '已提现', tone: 'success' },
]);
export type WithdrawalStatus = ValueOf<typeof withdrawalStatusOptions>;
export const withdrawalStatusLabel = /* @__PURE__ */ createLabelFn(withdrawalStatusOptions);

export const transactionTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 'pay_order', label: '订单支付' },
  { value: 'refund_order', label: '订单退款' },
]);
export type TransactionType = ValueOf<typeof transactionTypeOptions>;
export const transactionTypeLabel = /* @__PURE__ */ createLabelFn(transactionTypeOptions);

/** Transfer and closing (settlement) types share values and labels. */
export const transferTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 'bank', label: '银行卡' },
  { value: 'wechat', label: '微信' },
  { value: 'alipay', label: '支付宝' },
]);
export type TransferType = ValueOf<typeof transferTypeOptions>;
export const transferTypeLabel = /* @__PURE__ */ createLabelFn(transferTypeOptions);

/** Every type of a funds-flow entry (资金流水); the spec's transaction types are the first two. */
export const fundsFlowTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 'pay_order', label: '订单支付' },
  { value: 'refund_order', label: '订单退款' },
  { value: 'recharge_user', label: '用户充值' },
  { value: 'yue_pay', label: '余额支付' },
  { value: 'merchant_collect', label: '商户分账' },
  { value: 'brokerage', label: '分佣' },
  { value: 'system', label: '系统' },
]);
export type FundsFlowType = ValueOf<typeof fundsFlowTypeOptions>;
export const fundsFlowTypeLabel = /* @__PURE__ */ createLabelFn(fundsFlowTypeOptions);

/** The platform's review of a settlement the store applied for. */
export const closingAuditStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '待审核', tone: 'warning' },
  { value: 1, label: '已审核', tone: 'success' },
  { value: 2, label: '审核失败', tone: 'danger' },
]);
export type ClosingAuditStatus = ValueOf<typeof closingAuditStatusOptions>;
export const closingAuditStatusLabel = /* @__PURE__ */ createLabelFn(closingAuditStatusOptions);

/** Whether a settlement's money reached the store's account. */
export const closingAccountStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '未到账', tone: 'warning' },
  { value: 1, label: '已到账', tone: 'success' },
]);
export type ClosingAccountStatus = ValueOf<typeof closingAccountStatusOptions>;
export const closingAccountStatusLabel = /* @__PURE__ */ createLabelFn(closingAccountStatusOptions);

// Marketing

export const bargainStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '进行中', tone: 'primary' },
  { value: 2, label: '未完成', tone: 'danger' },
  { value: 3, label: '已成功', tone: 'success' },
]);
export type BargainStatus = ValueOf<typeof bargainStatusOptions>;
export const bargainStatusLabel = /* @__PURE__ */ createLabelFn(bargainStatusOptions);

export const groupBuyStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '进行中', tone: 'primary' },
  { value: 2, label: '已成功', tone: 'success' },
  { value: 3, label: '未完成', tone: 'danger' },
]);
export type GroupBuyStatus = ValueOf<typeof groupBuyStatusOptions>;
export const groupBuyStatusLabel = /* @__PURE__ */ createLabelFn(groupBuyStatusOptions);

export const activityStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '未开始', tone: 'warning' },
  { value: 1, label: '进行中', tone: 'success' },
  { value: 2, label: '已结束', tone: 'info' },
]);
export type ActivityStatus = ValueOf<typeof activityStatusOptions>;
export const activityStatusLabel = /* @__PURE__ */ createLabelFn(activityStatusOptions);

export const liveReviewStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '商户创建/撤回', tone: 'info' },
  { value: 1, label: '平台待审核/商户重新提交审核', tone: 'warning' },
  { value: 2, label: '平台审核通过/微信审核中', tone: 'primary' },
  { value: 3, label: '平台审核失败', tone: 'danger' },
  { value: 4, label: '微信审核成功', tone: 'success' },
  { value: 5, label: '微信审核失败', tone: 'danger' },
]);
export type LiveReviewStatus = ValueOf<typeof liveReviewStatusOptions>;
export const liveReviewStatusLabel = /* @__PURE__ */ createLabelFn(liveReviewStatusOptions);

export const broadcastStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 101, label: '直播中', tone: 'success' },
  { value: 102, label: '未开始', tone: 'primary' },
  { value: 103, label: '已结束', tone: 'info' },
  { value: 104, label: '禁播', tone: 'danger' },
  { value: 105, label: '暂停', tone: 'warning' },
  { value: 106, label: '异常', tone: 'danger' },
  { value: 107, label: '已过期', tone: 'info' },
]);
export type BroadcastStatus = ValueOf<typeof broadcastStatusOptions>;
export const broadcastStatusLabel = /* @__PURE__ */ createLabelFn(broadcastStatusOptions);

export const roomReviewStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '平台待审核', tone: 'warning' },
  { value: 1, label: '平台审核失败', tone: 'danger' },
  { value: 2, label: '微信审核失败', tone: 'danger' },
  { value: 3, label: '微信审核成功', tone: 'success' },
]);
export type RoomReviewStatus = ValueOf<typeof roomReviewStatusOptions>;
export const roomReviewStatusLabel = /* @__PURE__ */ createLabelFn(roomReviewStatusOptions);

/** Unlike the other switches, 0 is the "on" state here (SPEC.md §4). */
export const roomShowOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '开启', tone: 'success' },
  { value: 1, label: '关闭', tone: 'info' },
]);
export type RoomShow = ValueOf<typeof roomShowOptions>;
export const roomShowLabel = /* @__PURE__ */ createLabelFn(roomShowOptions);

export const priceTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '一口价' },
  { value: 2, label: '价格区间' },
  { value: 3, label: '折扣价' },
]);
export type PriceType = ValueOf<typeof priceTypeOptions>;
export const priceTypeLabel = /* @__PURE__ */ createLabelFn(priceTypeOptions);

// Coupons

/** Usage scope (`category`). */
export const couponCategoryOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '商家券' },
  { value: 2, label: '商品券' },
  { value: 3, label: '通用券' },
  { value: 4, label: '品类券' },
  { value: 5, label: '品牌券' },
  { value: 6, label: '跨店券' },
]);
export type CouponCategory = ValueOf<typeof couponCategoryOptions>;
export const couponCategoryLabel = /* @__PURE__ */ createLabelFn(couponCategoryOptions);

export const couponTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '商家券' },
  { value: 2, label: '商品券' },
  { value: 3, label: '平台券' },
]);
export type CouponType = ValueOf<typeof couponTypeOptions>;
export const couponTypeLabel = /* @__PURE__ */ createLabelFn(couponTypeOptions);

export const couponReceiveTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '手动领取' },
  { value: 2, label: '商品买赠券' },
]);
export type CouponReceiveType = ValueOf<typeof couponReceiveTypeOptions>;
export const couponReceiveTypeLabel = /* @__PURE__ */ createLabelFn(couponReceiveTypeOptions);

// Merchants, users and roles

export const merchantCreateTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 'admin', label: '管理员创建' },
  { value: 'apply', label: '商户入驻申请' },
]);
export type MerchantCreateType = ValueOf<typeof merchantCreateTypeOptions>;
export const merchantCreateTypeLabel = /* @__PURE__ */ createLabelFn(merchantCreateTypeOptions);

export const selfOperatedOptions = /* @__PURE__ */ defineOptions([
  { value: true, label: '自营' },
  { value: false, label: '非自营' },
]);
export type SelfOperated = ValueOf<typeof selfOperatedOptions>;
export const selfOperatedLabel = /* @__PURE__ */ createLabelFn(selfOperatedOptions);

export const registerTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 'wechat', label: '公众号', tone: 'success' },
  { value: 'routine', label: '小程序', tone: 'warning' },
  { value: 'h5', label: 'H5', tone: 'danger' },
  { value: 'iosWx', label: '微信ios', tone: 'primary' },
  { value: 'androidWx', label: '微信安卓', tone: 'primary' },
  { value: 'ios', label: 'ios', tone: 'info' },
]);
export type RegisterType = ValueOf<typeof registerTypeOptions>;
export const registerTypeLabel = /* @__PURE__ */ createLabelFn(registerTypeOptions);

export const userSexOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '未知' },
  { value: 1, label: '男' },
  { value: 2, label: '女' },
  { value: 3, label: '保密' },
]);
export type UserSex = ValueOf<typeof userSexOptions>;
export const userSexLabel = /* @__PURE__ */ createLabelFn(userSexOptions);

/** User search (SPEC.md §3): the prepended select of the user search box. */
export const userSearchTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 'all', label: '全部' },
  { value: 'uid', label: 'UID' },
  { value: 'phone', label: '手机号' },
  { value: 'nickname', label: '用户昵称' },
]);
export type UserSearchType = ValueOf<typeof userSearchTypeOptions>;
export const userSearchTypeLabel = /* @__PURE__ */ createLabelFn(userSearchTypeOptions);

export const roleTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 'platform', label: '平台' },
  { value: 'merchant', label: '商户' },
  { value: 'system', label: '系统' },
]);
export type RoleType = ValueOf<typeof roleTypeOptions>;
export const roleTypeLabel = /* @__PURE__ */ createLabelFn(roleTypeOptions);

/** 员工状态 of a store employee of the mobile console (the reference's Integer 0/1). */
export const employeeStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '开启' },
  { value: 0, label: '关闭' },
]);

/**
 * 管理权限 of an employee in the mobile console (the reference's `role` codes, a comma list on the wire),
 * in the reference console's order. 代客下单 (4) is known to the backend but not offered by the console.
 */
export const employeeRoleOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '订单管理' },
  { value: 2, label: '商品管理' },
  { value: 3, label: '售后管理' },
  { value: 4, label: '代客下单' },
  { value: 5, label: '订单核销' },
  { value: 6, label: '销量/用户统计' },
]);
export type EmployeeRoleCode = ValueOf<typeof employeeRoleOptions>;
export const employeeRoleLabel = /* @__PURE__ */ createLabelFn(employeeRoleOptions);
/** The 管理权限 a store grants in the 添加员工 / 编辑 dialog, in its order. */
export const GRANTED_EMPLOYEE_ROLES = [1, 2, 3, 5, 6] as const satisfies readonly EmployeeRoleCode[];

// Categories, settings and generic states

export const categoryTypeOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '产品分类' },
  { value: 2, label: '附件分类' },
  { value: 3, label: '文章分类' },
  { value: 4, label: '设置分类' },
  { value: 5, label: '菜单分类' },
  { value: 6, label: '配置分类' },
  { value: 7, label: '秒杀配置' },
]);
export type CategoryType = ValueOf<typeof categoryTypeOptions>;
export const categoryTypeLabel = /* @__PURE__ */ createLabelFn(categoryTypeOptions);

export const showStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '显示', tone: 'success' },
  { value: 0, label: '不显示', tone: 'info' },
]);
export type ShowStatus = ValueOf<typeof showStatusOptions>;
export const showStatusLabel = /* @__PURE__ */ createLabelFn(showStatusOptions);

export const switchStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 1, label: '开启', tone: 'success' },
  { value: 0, label: '关闭', tone: 'info' },
]);
export type SwitchStatus = ValueOf<typeof switchStatusOptions>;
export const switchStatusLabel = /* @__PURE__ */ createLabelFn(switchStatusOptions);

export const deletedStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '正常', tone: 'success' },
  { value: 1, label: '已删除', tone: 'danger' },
]);
export type DeletedStatus = ValueOf<typeof deletedStatusOptions>;
export const deletedStatusLabel = /* @__PURE__ */ createLabelFn(deletedStatusOptions);

export const configCategoryOptions = /* @__PURE__ */ defineOptions([
  { value: 0, label: '系统' },
  { value: 1, label: '应用' },
  { value: 2, label: '支付' },
  { value: 3, label: '其他' },
]);
export type ConfigCategory = ValueOf<typeof configCategoryOptions>;
export const configCategoryLabel = /* @__PURE__ */ createLabelFn(configCategoryOptions);

// Layout

export const deviceOptions = /* @__PURE__ */ defineOptions([
  { value: 'desktop', label: '桌面端' },
  { value: 'mobile', label: '移动端' },
]);
export type Device = ValueOf<typeof deviceOptions>;
export const deviceLabel = /* @__PURE__ */ createLabelFn(deviceOptions);

export const sidebarStatusOptions = /* @__PURE__ */ defineOptions([
  { value: 'opened', label: '展开' },
  { value: 'closed', label: '收起' },
]);
export type SidebarStatus = ValueOf<typeof sidebarStatusOptions>;
export const sidebarStatusLabel = /* @__PURE__ */ createLabelFn(sidebarStatusOptions);
