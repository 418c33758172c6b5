import { commit, getDb } from '@/mocks/db';
import { formatDateTime } from '@/mocks/logic/time';
import { signedInJavaClient, type JavaAnswer, type JavaClient } from '@/test/java-client';
import { couponRequest } from '@/test/demo-data';

// Coupons, seckill and group buy as a client of the reference backend (CRMEB's Java) sees them: each write
// call's refusals in the Java's order, codes and words, and what it changes, read back through a list or an
// info call. One table per controller; a row arranges the store, makes its calls and reads the effect.

interface Row {
  what: string;
  /** Changes the store first (committed after). */
  arrange?: () => void;
  call: (java: JavaClient) => Promise<JavaAnswer>;
  code: number;
  /** The words, or how to work them out once the store is there (those naming a product). */
  message: string | null | (() => string);
  data?: unknown;
  /** Reads the effect back (or that nothing changed). */
  effect?: (java: JavaClient) => Promise<void>;
}

async function runRow(row: Row) {
  // Reviews wait: what is submitted stays 待审核 while the row reads it back.
  getDb().productSettings.reviewDelayMs = 3_600_000;
  row.arrange?.();
  await commit();
  const java = await signedInJavaClient();
  const answer = await row.call(java);
  const message = typeof row.message === 'function' ? row.message() : row.message;
  expect(answer).toMatchObject({ code: row.code, message, ...('data' in row ? { data: row.data } : {}) });
  await row.effect?.(java);
}

const db = () => getDb();
const inDays = (days: number) => formatDateTime(new Date(Date.now() + days * 86_400_000));

// ------------------------------------------------------------------------------------------------
// 秒杀

const seckillRow = (test: (s: ReturnType<typeof db>['seckillProducts'][number]) => boolean) => db().seckillProducts.find(test)!;
const pendingRow = () => seckillRow((s) => s.auditStatus === 1);
const refusedRow = () => seckillRow((s) => s.auditStatus === 3);
const approvedRow = () => seckillRow((s) => s.auditStatus === 2 && s.isShow);
const endedRow = () => seckillRow((s) => s.activityId === 4);
const productOf = (productId: number) => db().products.find((p) => p.id === productId)!;

interface SeckillPage {
  list: Array<{ id: number; productId: number; auditStatus: number; isShow: boolean; seckillPrice: string; reason: string }>;
}
const seckillPage = async (java: JavaClient, auditStatus: number) =>
  (await java.get<SeckillPage>('/admin/merchant/seckill/product/page', { page: 1, limit: 50, auditStatus, proName: '', activityName: '' })).data.list;

/** Every SKU of a product in an add request, at a price and a quota (within the stock unless told). */
const allSkus = (productId: number, price = '9.90', quota?: number) => productOf(productId).attrValue.map((v) => ({ attrValueId: v.id!, quota: quota ?? Math.min(1, v.stock), activityPrice: price }));
const addTo = (java: JavaClient, activityId: number, productId: number, attrValue = allSkus(productId)) =>
  java.post('/admin/merchant/seckill/product/add', { id: activityId, productList: [{ id: productId, sort: 0, attrValue }] });
/** A product of the store with stock on every SKU, in no seckill activity. */
const freeProduct = () => db().products.find((p) => p.auditStatus === 2 && p.type === 0 && p.attrValue.length > 1 && p.attrValue.every((v) => v.stock > 0) && !db().seckillProducts.some((s) => s.productId === p.id))!;

const SECKILL: Row[] = [
  {
    what: 'withdraw: the product under review leaves the list for good (deleted, refused 上架撤回审核)',
    call: (java) => java.post(`/admin/merchant/seckill/product/withdraw/${pendingRow().id}`),
    code: 200,
    message: null,
    data: null,
    effect: async (java) => {
      const withdrawn = db().seckillProducts.find((s) => s.reason === '上架撤回审核')!;
      expect(withdrawn).toMatchObject({ isDel: true, auditStatus: 3 });
      for (const tab of [1, 2, 3]) expect((await seckillPage(java, tab)).some((p) => p.id === withdrawn.id)).toBe(false);
      expect(await java.post(`/admin/merchant/seckill/product/withdraw/${withdrawn.id}`)).toEqual({ code: 12105, message: '秒杀活动商品不存在', data: null });
    },
  },
  {
    what: 'withdraw: only a product under review',
    call: (java) => java.post(`/admin/merchant/seckill/product/withdraw/${approvedRow().id}`),
    code: 12104,
    message: '秒杀商品审核状态异常，请刷新后再试',
  },
  {
    what: 'add again (重新提交): a refused product sent by its product id is a new product under review, the refused one stays',
    call: (java) => addTo(java, refusedRow().activityId, refusedRow().productId),
    code: 200,
    message: null,
    effect: async (java) => {
      const refused = refusedRow();
      expect((await seckillPage(java, 1)).filter((p) => p.productId === refused.productId && p.id !== refused.id)).toHaveLength(1);
      expect((await seckillPage(java, 3)).map((p) => p.id)).toContain(refused.id);
    },
  },
  {
    what: 'add: a product on sale gives a seckill product on sale; the same product twice in a call is two',
    call: (java) => {
      const product = freeProduct();
      return java.post('/admin/merchant/seckill/product/add', { id: 2, productList: [0, 1].map((sort) => ({ id: product.id, sort, attrValue: allSkus(product.id) })) });
    },
    code: 200,
    message: null,
    effect: async (java) => {
      const added = (await seckillPage(java, 1)).filter((p) => db().seckillProducts.find((s) => s.id === p.id)?.activityId === 2);
      expect(added).toHaveLength(2);
      expect(added.every((p) => p.isShow === productOf(p.productId).isShow)).toBe(true);
    },
  },
  { what: 'add: no such activity', call: (java) => addTo(java, 999, freeProduct().id), code: 12103, message: '秒杀活动不存在' },
  { what: 'add: an ended activity', call: (java) => addTo(java, 4, freeProduct().id), code: 12104, message: '秒杀活动已结束' },
  {
    what: 'add: fewer stars than the activity asks',
    arrange: () => Object.assign(db().baseInfo, { starLevel: 1 }),
    call: (java) => addTo(java, 3, freeProduct().id),
    code: 400,
    message: '参加此活动最低需2星商户',
  },
  { what: 'add: no such product', call: (java) => addTo(java, 1, 987_654, [{ attrValueId: 1, quota: 1, activityPrice: '1' }]), code: 400, message: '没有对应的商品信息，商品ID = 987654' },
  { what: 'add: a price of 0', call: (java) => addTo(java, 1, freeProduct().id, allSkus(freeProduct().id, '0')), code: 400, message: '秒杀价格不能小于等于0' },
  {
    what: 'add: no quota at all',
    call: (java) => addTo(java, 1, freeProduct().id, allSkus(freeProduct().id, '1', 0)),
    code: 400,
    message: () => `添加秒杀商品限量必须大于0，秒杀商品名称:${freeProduct().name}`,
  },
  {
    what: 'add: every SKU of the product must be sent',
    call: (java) => addTo(java, 1, freeProduct().id, allSkus(freeProduct().id).slice(1)),
    code: 400,
    message: () => `添加秒杀商品未找到对应SKU，秒杀商品名称:${freeProduct().name},SKU = ${freeProduct().attrValue[0]?.sku ?? ''}`,
  },
  {
    what: 'add: a quota above the SKU’s stock',
    call: (java) => addTo(java, 1, freeProduct().id, allSkus(freeProduct().id, '1', 99_999)),
    code: 400,
    message: () => `添加秒杀商品SKU限量不能超过库存，秒杀商品名称:${freeProduct().name}`,
  },
  {
    what: 'set price: a refused product is repriced and stays refused',
    call: (java) => java.post('/admin/merchant/seckill/product/set/price', { productList: [{ id: refusedRow().id, attrValue: refusedRow().attrValue.map((v) => ({ id: v.id, activityPrice: '1.5' })) }] }),
    code: 200,
    message: null,
    effect: async (java) => {
      expect((await seckillPage(java, 3)).find((p) => p.id === refusedRow().id)).toMatchObject({ auditStatus: 3, seckillPrice: '1.50' });
      expect(await seckillPage(java, 1)).toHaveLength(1);
    },
  },
  {
    what: 'set price: a product under review is repriced, still under review',
    call: (java) => java.post('/admin/merchant/seckill/product/set/price', { productList: [{ id: pendingRow().id, attrValue: [{ id: pendingRow().attrValue[0]!.id, activityPrice: '2' }] }] }),
    code: 200,
    message: null,
    effect: async (java) => expect((await seckillPage(java, 1)).find((p) => p.id === pendingRow().id)?.seckillPrice).toBe('2.00'),
  },
  { what: 'set price: no such seckill product', call: (java) => java.post('/admin/merchant/seckill/product/set/price', { productList: [{ id: 99_999, attrValue: [{ id: 1, activityPrice: '1' }] }] }), code: 12105, message: '秒杀活动商品不存在' },
  {
    what: 'up: an approved product of an ended activity goes on sale (the activity is not looked at)',
    call: (java) => java.post('/admin/merchant/seckill/product/up', { ids: String(endedRow().id) }),
    code: 200,
    message: null,
    effect: async (java) => expect((await seckillPage(java, 2)).find((p) => p.id === endedRow().id)?.isShow).toBe(true),
  },
  { what: 'up: an id that is not a seckill product', call: (java) => java.post('/admin/merchant/seckill/product/up', { ids: `${endedRow().id},99999` }), code: 400, message: '秒杀商品数量不匹配' },
  {
    what: 'up: its product is under review',
    arrange: () => Object.assign(productOf(endedRow().productId), { auditStatus: 1 }),
    call: (java) => java.post('/admin/merchant/seckill/product/up', { ids: String(endedRow().id) }),
    code: 6104,
    message: '基础商品审核状态异常，无法上架',
  },
  { what: 'down: nothing of the store’s', call: (java) => java.post('/admin/merchant/seckill/product/down', { ids: '99999' }), code: 500, message: '系统异常，请稍后重试' },
  { what: 'delete: no such seckill product', call: (java) => java.post('/admin/merchant/seckill/product/delete', { ids: '99999' }), code: 400, message: '编号99999的商品不存在' },
  { what: 'delete: only a refused product', call: (java) => java.post('/admin/merchant/seckill/product/delete', { ids: String(approvedRow().id) }), code: 12104, message: '只能删除审核失败的商品' },
  {
    what: 'delete: a refused product leaves the list',
    call: (java) => java.post('/admin/merchant/seckill/product/delete', { ids: String(refusedRow().id) }),
    code: 200,
    message: null,
    effect: async (java) => expect(await seckillPage(java, 3)).toEqual([]),
  },
];

describe('seckill as the reference backend', () => {
  it.each(SECKILL)('$what', runRow);
});

// ------------------------------------------------------------------------------------------------
// 拼团

const activityNamed = (name: string) => db().groupActivities.find((a) => a.groupName === name)!;
const RUNNING = '三人成团·茶叶专场';

/** A group-buy request as the reference console sends it: every SKU of a product with a group price and a quota. */
function groupRequest(change: Record<string, unknown> = {}) {
  const product = db().products.find((p) => p.auditStatus === 2 && p.type === 0 && p.attrValue.every((v) => v.stock > 0))!;
  const skus = product.attrValue.map((v) => ({ productId: product.id, skuId: v.id!, activePrice: '9.90', quotaShow: 1 }));
  return { groupName: '参考拼团', startTime: inDays(1), endTime: inDays(5), validHour: 24, buyCount: 2, allQuota: 4, oncQuota: 2, productCount: 1, showGroup: 1, fictiStatus: 0, groupBuySkuRequest: skus, ...change };
}

interface GroupPage {
  list: Array<{ id: number; groupName: string; groupStatus: number; activityStatus: number }>;
}
const groupTab = async (java: JavaClient, groupStatus: number) =>
  (await java.get<GroupPage>('/admin/merchant/groupbuy/activity/list', { page: 1, limit: 50, groupStatus, groupName: '', startTime: '', groupProcess: null, activityStatus: null })).data.list;

const GROUP: Row[] = [
  {
    what: 'save (复制 too): a new activity under review, whatever its end, its count and the other activities of its products',
    call: (java) => java.post('/admin/merchant/groupbuy/activity/save', groupRequest({ endTime: inDays(-1), productCount: 5 })),
    code: 200,
    message: null,
    effect: async (java) => expect((await groupTab(java, 3)).map((a) => a.groupName)).toContain('参考拼团'),
  },
  { what: 'save: no such SKU', call: (java) => java.post('/admin/merchant/groupbuy/activity/save', groupRequest({ groupBuySkuRequest: [{ productId: 1, skuId: 987_654, activePrice: '1', quotaShow: 1 }] })), code: 500, message: '商品不存在' },
  {
    what: 'save: a quota above the stock',
    call: (java) => {
      const request = groupRequest();
      return java.post('/admin/merchant/groupbuy/activity/save', { ...request, groupBuySkuRequest: request.groupBuySkuRequest.map((s) => ({ ...s, quotaShow: 99_999_999 })) });
    },
    code: 500,
    message: '商品库存不得大于原始商品库存',
  },
  {
    what: 'update: a running approved activity is changed and goes back to review',
    call: (java) => java.post('/admin/merchant/groupbuy/activity/update', groupRequest({ id: activityNamed(RUNNING).id, groupName: '茶叶专场（改）' })),
    code: 200,
    message: null,
    effect: async (java) => {
      const info = await java.get<{ groupName: string; groupStatus: number }>('/admin/merchant/groupbuy/activity/info', { id: activityNamed('茶叶专场（改）').id });
      expect(info.data).toMatchObject({ groupName: '茶叶专场（改）', groupStatus: 3 });
    },
  },
  {
    what: 'delete: a running open activity is deleted',
    call: (java) => java.get('/admin/merchant/groupbuy/activity/delete', { id: activityNamed(RUNNING).id }),
    code: 200,
    message: null,
    effect: async (java) => expect((await groupTab(java, 4)).map((a) => a.groupName)).not.toContain(RUNNING),
  },
  { what: 'delete: no such activity', call: (java) => java.get('/admin/merchant/groupbuy/activity/delete', { id: 98_765 }), code: 500, message: '系统异常，请稍后重试' },
  {
    what: 'status: an activity not approved is switched too',
    call: (java) => java.post('/admin/merchant/groupbuy/activity/status', { id: db().groupActivities.find((a) => a.groupStatus === 1)!.id, status: 1 }),
    code: 200,
    message: null,
    effect: async (java) => expect((await groupTab(java, 1))[0]?.activityStatus).toBe(1),
  },
  { what: 'status: no such activity', call: (java) => java.post('/admin/merchant/groupbuy/activity/status', { id: 98_765, status: 0 }), code: 500, message: '活动不存在' },
  {
    what: 'rollback: an approved activity is withdrawn too',
    call: (java) => java.get('/admin/merchant/groupbuy/activity/activity/rollback', { id: activityNamed(RUNNING).id }),
    code: 200,
    message: null,
    effect: async (java) => expect((await groupTab(java, 2)).map((a) => a.groupName)).toContain(RUNNING),
  },
  { what: 'rollback: no such activity', call: (java) => java.get('/admin/merchant/groupbuy/activity/activity/rollback', { id: 98_765 }), code: 500, message: '活动不存在' },
];

describe('group buy as the reference backend', () => {
  it.each(GROUP)('$what', runRow);
});

// ------------------------------------------------------------------------------------------------
// 优惠券

const saveCoupon = (java: JavaClient, change: Record<string, unknown> = {}) => java.post('/admin/merchant/coupon/save', { ...couponRequest('参考券'), ...change });
const couponNamed = (name: string) => db().coupons.find((c) => c.name === name && !c.isDel)!;
const productCoupon = () => db().coupons.find((c) => c.category === 2 && !c.isDel)!;
const shopCoupon = () => db().coupons.find((c) => c.category === 1 && !c.isDel)!;
const couponInfo = (java: JavaClient, id: number) => java.get<{ productList?: unknown[] } | null>(`/admin/merchant/coupon/info/${id}`);

const COUPON: Row[] = [
  { what: 'save: a limited coupon needs a count', call: (java) => saveCoupon(java, { category: 2, isLimited: true, total: 0 }), code: 400, message: '请输入限量数量！' },
  { what: 'save: a 商品券 needs products', call: (java) => saveCoupon(java, { category: 2 }), code: 400, message: '请选择商品' },
  { what: 'save: a receive window needs both times', call: (java) => saveCoupon(java, { isTimeReceive: true, receiveStartTime: inDays(1) }), code: 400, message: '请选择领取时间范围！' },
  { what: 'save: a receive window must end after it starts', call: (java) => saveCoupon(java, { isTimeReceive: true, receiveStartTime: inDays(2), receiveEndTime: inDays(1) }), code: 400, message: '请选择正确的领取时间范围！' },
  { what: 'save: days of use unless fixed', call: (java) => saveCoupon(java, { day: 0 }), code: 400, message: '请输入天数！' },
  {
    what: 'save: the products of a 商品券 are not looked up',
    call: (java) => saveCoupon(java, { category: 2, productIds: '987654' }),
    code: 200,
    message: null,
    effect: async (java) => {
      expect((await couponInfo(java, couponNamed('参考券').id)).code).toBe(200);
      expect(couponNamed('参考券').productIds).toEqual([987_654]);
    },
  },
  {
    what: 'save: a fixed-time coupon without its window (not checked), its days kept',
    call: (java) => saveCoupon(java, { isFixedTime: true, day: 3 }),
    code: 200,
    message: null,
    effect: async (java) => {
      const page = await java.get<{ list: Array<{ name: string; isFixedTime: boolean; day: number; useStartTime: string | null }> }>('/admin/merchant/coupon/list', { page: 1, limit: 50, name: '参考券' });
      expect(page.data.list[0]).toMatchObject({ isFixedTime: true, day: 3, useStartTime: null });
    },
  },
  {
    what: 'delete: it leaves the lists, its 是否开启 as it was',
    arrange: () => Object.assign(shopCoupon(), { status: true }),
    call: (java) => java.post(`/admin/merchant/coupon/delete/${shopCoupon().id}`),
    code: 200,
    message: null,
    data: '删除成功',
    effect: async (java) => {
      const deleted = db().coupons.find((c) => c.isDel && c.category === 1 && c.status)!;
      expect(await couponInfo(java, deleted.id)).toEqual({ code: 10001, message: '优惠券不存在', data: null });
    },
  },
  { what: 'delete: no such coupon', call: (java) => java.post('/admin/merchant/coupon/delete/98765'), code: 10001, message: '优惠券不存在' },
  { what: 'join edit: a 商家券 has no products', call: (java) => java.post('/admin/merchant/coupon/product/join/edit', { id: shopCoupon().id, productIds: '1' }), code: 400, message: '优惠券不是商品券' },
  {
    what: 'join edit: the products are not looked up',
    call: (java) => java.post('/admin/merchant/coupon/product/join/edit', { id: productCoupon().id, productIds: '987654' }),
    code: 200,
    message: null,
    data: '编辑成功',
    effect: async (java) => {
      expect(productCoupon().productIds).toEqual([987_654]);
      expect((await couponInfo(java, productCoupon().id)).data?.productList ?? []).toEqual([]);
    },
  },
  { what: 'switch: no such coupon', call: (java) => java.post('/admin/merchant/coupon/update/status/98765'), code: 10001, message: '优惠券不存在' },
];

describe('coupons as the reference backend', () => {
  it.each(COUPON)('$what', runRow);
});
