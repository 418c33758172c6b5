import { commit, getDb } from '@/mocks/db';
import type { DemoProduct } from '@/mocks/types/products';
import { signedInJavaClient, type JavaAnswer, type JavaClient } from '@/test/java-client';

// Products as a client of the reference backend (CRMEB's Java) sees them: each write call of
// MerchantProductController with its refusals in the Java's order, codes and words, and what it changes,
// read back through the list, its tabs and the product's info. A row arranges the store, makes its call and
// reads the effect.

interface Row {
  what: string;
  /** Changes the store first (committed after). */
  arrange?: () => void;
  call: (java: JavaClient) => Promise<JavaAnswer>;
  code: number;
  message: string | null;
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
  expect(answer).toMatchObject({ code: row.code, message: row.message, ...('data' in row ? { data: row.data } : {}) });
  await row.effect?.(java);
}

const db = () => getDb();
const named = (name: string) => db().products.find((p) => p.name === name)!;
// The seed's products by state.
const onSale = () => named('纯棉圆领短袖T恤');
const offSale = () => named('高腰A字半身裙');
const soldOut = () => named('砂糖橘');
const recycled = () => named('德式不锈钢菜刀');
const inReview = () => named('便携蓝牙音箱');
const rejected = () => named('磁吸手机支架');
const waiting = () => named('桌面抽屉收纳盒');
const cardProduct = () => named('全国话费充值卡100元');

interface ListRow {
  id: number;
  isShow: boolean;
  auditStatus: number;
  collectCount: number;
}
/** The ids under a tab of the list (1 出售中, 2 仓库中, 5 回收站, 6 待审核, 7 审核失败, 8 待提审). */
const tab = async (java: JavaClient, type: number) =>
  (await java.get<{ list: ListRow[] }>('/admin/merchant/product/list', { page: 1, limit: 100, type, keywords: '', cateId: '', categoryId: null, productType: null, isPaidMember: null })).data.list;
const tabIds = async (java: JavaClient, type: number) => (await tab(java, type)).map((p) => p.id);
const info = (java: JavaClient, id: number) => java.get<{ isShow: boolean; auditStatus: number; tempId: number; deliveryMethod: string; systemFormId: number; attrValue: Array<{ stock: number; brokerage: number }> } | null>(`/admin/merchant/product/info/${id}`);

/** The request that saves a product as it is, as the reference's form sends it (ProductAddRequest). */
const saveBody = (p: DemoProduct, change: Record<string, unknown> = {}) => ({
  id: p.id,
  type: p.type,
  image: p.image,
  flatPattern: p.flatPattern,
  sliderImage: p.sliderImage,
  name: p.name,
  intro: p.intro,
  keyword: p.keyword,
  cateId: p.cateId,
  brandId: p.brandId,
  categoryId: p.categoryId,
  guaranteeIds: p.guaranteeIds,
  unitName: p.unitName,
  tempId: p.tempId,
  sort: p.sort,
  specType: p.specType,
  isSub: p.isSub,
  attr: p.attr.map((a) => ({ attrName: a.attrName, attrValues: a.attrValues })),
  attrValue: p.attrValue.map((v) => ({
    id: v.id,
    stock: v.stock,
    price: v.price,
    image: v.image,
    cost: v.cost,
    otPrice: v.otPrice,
    weight: v.weight,
    volume: v.volume,
    brokerage: v.brokerage,
    brokerageTwo: v.brokerageTwo,
    attrValue: v.attrValue,
    vipPrice: v.vipPrice,
    ...(v.cdkeyId ? { cdkeyId: v.cdkeyId } : {}),
    ...(v.expand ? { expand: v.expand } : {}),
  })),
  content: p.content,
  couponIds: p.couponIds,
  isPaidMember: p.isPaidMember,
  isAutoUp: false,
  isAutoSubmitAudit: false,
  deliveryMethod: p.deliveryMethod,
  refundSwitch: p.refundSwitch,
  systemFormId: p.systemFormId,
  ...change,
});
/** A new product like an existing one. */
const newLike = (p: DemoProduct, change: Record<string, unknown> = {}) => {
  const { id: _id, ...body } = saveBody(p, change);
  return { ...body, name: `${p.name}（新）`, attrValue: body.attrValue.map(({ id: _sku, ...sku }) => sku) };
};
const reviewOff = () => Object.assign(db().productSettings, { productSwitch: false });
const storeClosed = () => Object.assign(db().baseInfo, { isSwitch: false });

const DELETE_AND_RECYCLE: Row[] = [
  {
    what: 'delete: a product on sale is deleted from any tab; its reviews stay',
    call: (java) => java.post('/admin/merchant/product/delete', { id: onSale().id, type: 'delete' }),
    code: 200,
    message: null,
    effect: async (java) => {
      const id = db().replies.find((r) => r.productName === '纯棉圆领短袖T恤')?.productId;
      expect(id).toBeDefined();
      for (const type of [1, 2, 5]) expect(await tabIds(java, type)).not.toContain(id);
      expect(await info(java, id!)).toMatchObject({ code: 6102, message: '商品不存在' });
    },
  },
  { what: 'delete: no such product', call: (java) => java.post('/admin/merchant/product/delete', { id: 98_765, type: 'delete' }), code: 6102, message: '商品不存在' },
  { what: 'recycle: a product in the recycle bin already', call: (java) => java.post('/admin/merchant/product/delete', { id: recycled().id, type: 'recycle' }), code: 6103, message: '商品已进入回收站' },
  {
    what: 'recycle: a product on sale goes to the recycle bin as it is (still shown)',
    call: (java) => java.post('/admin/merchant/product/delete', { id: onSale().id, type: 'recycle' }),
    code: 200,
    message: null,
    effect: async (java) => {
      expect(await tabIds(java, 5)).toContain(onSale().id);
      expect(await tabIds(java, 1)).not.toContain(onSale().id);
      expect((await info(java, onSale().id)).data?.isShow).toBe(true);
    },
  },
  { what: 'recycle: a product in review is taken', call: (java) => java.post('/admin/merchant/product/delete', { id: inReview().id, type: 'recycle' }), code: 200, message: null, effect: async (java) => expect(await tabIds(java, 5)).toContain(inReview().id) },
  {
    what: 'batch delete: products out of the recycle bin too',
    call: (java) => java.post('/admin/merchant/product/batch/delete', { idList: [offSale().id, recycled().id] }),
    code: 200,
    message: null,
    effect: async () => expect(db().products.some((p) => p.name === '高腰A字半身裙' || p.name === '德式不锈钢菜刀')).toBe(false),
  },
  { what: 'batch delete: an id of no product', call: (java) => java.post('/admin/merchant/product/batch/delete', { idList: [offSale().id, 98_765] }), code: 400, message: '商品数量不符或商品未找到' },
  { what: 'batch delete: an id given twice', call: (java) => java.post('/admin/merchant/product/batch/delete', { idList: [offSale().id, offSale().id] }), code: 400, message: '商品数量不符或商品未找到' },
  { what: 'batch recycle: one is in the recycle bin already', call: (java) => java.post('/admin/merchant/product/batch/recycle', { idList: [offSale().id, recycled().id] }), code: 6103, message: '商品已进入回收站', effect: async () => expect(offSale().isRecycle).toBe(false) },
  {
    what: 'restore: any product, out of the recycle bin and off sale (one on sale comes down)',
    call: (java) => java.post(`/admin/merchant/product/restore/${onSale().id}`),
    code: 200,
    message: null,
    effect: async (java) => expect(await tabIds(java, 2)).toContain(onSale().id),
  },
  { what: 'restore: an id of no product is a failed update', call: (java) => java.post('/admin/merchant/product/restore/98765'), code: 500, message: '系统异常，请稍后重试' },
  {
    what: 'batch restore: back in the warehouse',
    call: (java) => java.post('/admin/merchant/product/batch/restore', { idList: [recycled().id, 98_765] }),
    code: 200,
    message: null,
    effect: async (java) => expect(await tabIds(java, 2)).toContain(recycled().id),
  },
];

const REVIEW_AND_SALE: Row[] = [
  { what: 'submit: a rejected product is edited first', call: (java) => java.post('/admin/merchant/product/submit/audit', { id: rejected().id, isAutoUp: false }), code: 6104, message: '商品审核状态异常' },
  { what: 'submit: an approved product', call: (java) => java.post('/admin/merchant/product/submit/audit', { id: offSale().id, isAutoUp: false }), code: 6104, message: '商品审核状态异常' },
  { what: 'submit: a product in review', call: (java) => java.post('/admin/merchant/product/submit/audit', { id: inReview().id, isAutoUp: false }), code: 6107, message: '商品审核中' },
  { what: 'submit: a waiting product in the recycle bin', arrange: () => Object.assign(waiting(), { isRecycle: true }), call: (java) => java.post('/admin/merchant/product/submit/audit', { id: waiting().id, isAutoUp: false }), code: 6103, message: '商品已进入回收站' },
  {
    what: 'submit: a waiting product goes into review',
    call: (java) => java.post('/admin/merchant/product/submit/audit', { id: waiting().id, isAutoUp: true }),
    code: 200,
    message: null,
    effect: async (java) => {
      expect(await tabIds(java, 6)).toContain(waiting().id);
      expect(waiting().autoUp).toBe(true);
    },
  },
  {
    what: 'submit: a rejected product edited waits, and can then be submitted',
    arrange: reviewOff,
    call: async (java) => {
      expect(await java.post('/admin/merchant/product/update', saveBody(rejected()))).toMatchObject({ code: 200 });
      expect(await tabIds(java, 8)).toContain(rejected().id);
      return java.post('/admin/merchant/product/submit/audit', { id: rejected().id, isAutoUp: false });
    },
    code: 200,
    message: null,
  },
  { what: 'batch submit: one rejected refuses them all', call: (java) => java.post('/admin/merchant/product/batch/submit/audit', { idList: [waiting().id, rejected().id] }), code: 6104, message: '商品审核状态异常', effect: async () => expect(waiting().isAudit).toBe(false) },
  { what: 'up: a product in the recycle bin goes on sale (no check of the bin)', arrange: () => Object.assign(recycled(), { isShow: false }), call: (java) => java.post(`/admin/merchant/product/up/${recycled().id}`), code: 200, message: null, effect: async () => expect(recycled().isShow).toBe(true) },
  { what: 'up: a product with no stock (no stock check)', arrange: () => Object.assign(soldOut(), { isShow: false }), call: (java) => java.post(`/admin/merchant/product/up/${soldOut().id}`), code: 200, message: null, effect: async (java) => expect(await tabIds(java, 1)).toContain(soldOut().id) },
  { what: 'up: the store is closed', arrange: storeClosed, call: (java) => java.post(`/admin/merchant/product/up/${offSale().id}`), code: 4103, message: '商户开关未开启', effect: async () => expect(offSale().isShow).toBe(false) },
  { what: 'up: on sale already, the store closed or not', arrange: storeClosed, call: (java) => java.post(`/admin/merchant/product/up/${onSale().id}`), code: 200, message: null },
  { what: 'up: a rejected product', call: (java) => java.post(`/admin/merchant/product/up/${rejected().id}`), code: 6104, message: '商品审核状态异常' },
  { what: 'up: a product in review', call: (java) => java.post(`/admin/merchant/product/up/${inReview().id}`), code: 6107, message: '商品审核中' },
  { what: 'up: no such product', call: (java) => java.post('/admin/merchant/product/up/98765'), code: 6102, message: '商品不存在' },
  { what: 'batch up: the store is closed', arrange: storeClosed, call: (java) => java.post('/admin/merchant/product/batch/up', { idList: [offSale().id] }), code: 4103, message: '商户开关未开启' },
  { what: 'batch up: an id of no product', call: (java) => java.post('/admin/merchant/product/batch/up', { idList: [offSale().id, 98_765] }), code: 400, message: '商品数量不符或商品未找到' },
  {
    what: 'down: the users’ favourites of it go',
    call: (java) => java.post(`/admin/merchant/product/down/${onSale().id}`),
    code: 200,
    message: null,
    effect: async (java) => expect((await tab(java, 2)).find((p) => p.id === onSale().id)).toMatchObject({ isShow: false, collectCount: 0 }),
  },
];

const EDIT: Row[] = [
  { what: 'update: no id', call: (java) => java.post('/admin/merchant/product/update', saveBody(offSale(), { id: null })), code: 400, message: '商品ID不能为空' },
  { what: 'update: a product on sale', call: (java) => java.post('/admin/merchant/product/update', saveBody(onSale())), code: 6106, message: '商品已上架' },
  { what: 'update: a product in the recycle bin', call: (java) => java.post('/admin/merchant/product/update', saveBody(recycled())), code: 6105, message: '商品已经删除' },
  { what: 'update: a product in review', call: (java) => java.post('/admin/merchant/product/update', saveBody(inReview())), code: 6107, message: '商品审核中' },
  { what: 'update: another product type', call: (java) => java.post('/admin/merchant/product/update', saveBody(offSale(), { type: 1 })), code: 400, message: '商品类型不可编辑' },
  {
    what: 'update: an approved product waits for review again, though the platform does not review',
    arrange: reviewOff,
    call: (java) => java.post('/admin/merchant/product/update', saveBody(offSale(), { isAutoUp: true })),
    code: 200,
    message: null,
    effect: async (java) => expect(await tabIds(java, 8)).toContain(offSale().id),
  },
  {
    what: 'update: a brokerage pair over 30 on a product with its own brokerage',
    call: (java) => java.post('/admin/merchant/product/update', saveBody(offSale(), { isSub: true, attrValue: saveBody(offSale()).attrValue.map((v) => ({ ...v, brokerage: 20, brokerageTwo: 11 })) })),
    code: 400,
    message: '一二级返佣比例之和范围为 0~30',
  },
  { what: 'save: a platform category not on the third level', call: (java) => java.post('/admin/merchant/product/save', newLike(offSale(), { categoryId: 1 })), code: 400, message: '必须选择商品平台第三级分类' },
  { what: 'save: no such platform category', call: (java) => java.post('/admin/merchant/product/save', newLike(offSale(), { categoryId: 9_999 })), code: 6201, message: '商品平台分类不存在' },
  {
    what: 'save: one spec with two SKUs',
    call: (java) => java.post('/admin/merchant/product/save', newLike(named('纯棉圆领短袖T恤'), { specType: false })),
    code: 400,
    message: '单规格商品属性值不能大于1',
  },
  {
    what: 'save: a member price not below the price',
    call: (java) => java.post('/admin/merchant/product/save', newLike(offSale(), { isPaidMember: true, attrValue: newLike(offSale()).attrValue.map((v) => ({ ...v, vipPrice: v.price })) })),
    code: 400,
    message: '请正确设置商品规格vip价格',
  },
  { what: 'save: no such system form', call: (java) => java.post('/admin/merchant/product/save', newLike(offSale(), { systemFormId: 99 })), code: 400, message: '系统表单不存在' },
  {
    what: 'save: 自动上架 without review, the store closed: saved, off sale',
    arrange: () => (reviewOff(), storeClosed()),
    call: (java) => java.post('/admin/merchant/product/save', newLike(offSale(), { isAutoUp: true })),
    code: 200,
    message: null,
    effect: async (java) => {
      const saved = named('高腰A字半身裙（新）');
      expect(await tabIds(java, 2)).toContain(saved.id);
      expect(saved.auditStatus).toBe(0);
    },
  },
  {
    what: 'save: a virtual product ships nothing: no template, delivered by the store',
    call: (java) => java.post('/admin/merchant/product/save', newLike(named('黄山风景区门票'), { tempId: 1, deliveryMethod: '1,2' })),
    code: 200,
    message: null,
    effect: async (java) => expect((await info(java, named('黄山风景区门票（新）').id)).data).toMatchObject({ tempId: 0, deliveryMethod: '1' }),
  },
];

const SETTINGS: Row[] = [
  { what: 'freight: a product on sale', call: (java) => java.post('/admin/merchant/product/set/freight/template', { id: onSale().id, templateId: 1 }), code: 6106, message: '商品已上架' },
  { what: 'freight: a waiting product', call: (java) => java.post('/admin/merchant/product/set/freight/template', { id: waiting().id, templateId: 1 }), code: 6104, message: '只有仓库中商品才能设置运费' },
  { what: 'freight: a product in the recycle bin', call: (java) => java.post('/admin/merchant/product/set/freight/template', { id: recycled().id, templateId: 1 }), code: 6105, message: '商品已经删除' },
  { what: 'freight: a product in review', call: (java) => java.post('/admin/merchant/product/set/freight/template', { id: inReview().id, templateId: 1 }), code: 6107, message: '商品审核中' },
  {
    what: 'freight: a card-secret product in the warehouse is left as it is',
    arrange: () => Object.assign(cardProduct(), { isShow: false }),
    call: (java) => java.post('/admin/merchant/product/set/freight/template', { id: cardProduct().id, templateId: 98_765 }),
    code: 200,
    message: null,
    effect: async () => expect(cardProduct().tempId).toBe(0),
  },
  { what: 'freight: no such template', call: (java) => java.post('/admin/merchant/product/set/freight/template', { id: offSale().id, templateId: 98_765 }), code: 6501, message: '运费模板不存在' },
  { what: 'batch freight: one on sale refuses them all', call: (java) => java.post('/admin/merchant/product/batch/set/freight/template', { idList: [offSale().id, onSale().id], templateId: 1 }), code: 6106, message: '商品已上架' },
  { what: 'brokerage: the two over 30', call: (java) => java.post('/admin/merchant/product/set/brokerage', { id: offSale().id, brokerage: 20, brokerageTwo: 11 }), code: 400, message: '一二级返佣比例之和范围为 0~30' },
  { what: 'brokerage: a rejected product', call: (java) => java.post('/admin/merchant/product/set/brokerage', { id: rejected().id, brokerage: 10, brokerageTwo: 5 }), code: 6104, message: '只有仓库中商品才能设置佣金' },
  {
    what: 'brokerage: every SKU of a product in the warehouse',
    call: (java) => java.post('/admin/merchant/product/set/brokerage', { id: offSale().id, brokerage: 20, brokerageTwo: 10 }),
    code: 200,
    message: null,
    effect: async (java) => expect((await info(java, offSale().id)).data?.attrValue.every((v) => v.brokerage === 20)).toBe(true),
  },
  { what: 'batch brokerage: one on sale', call: (java) => java.post('/admin/merchant/product/batch/set/brokerage', { idList: [offSale().id, onSale().id], brokerage: 1, brokerageTwo: 1 }), code: 6106, message: '商品已上架' },
  { what: 'feedback coupons: a rejected product', call: (java) => java.post('/admin/merchant/product/add/feedback/coupons', { id: rejected().id, couponIds: [1] }), code: 6104, message: '商品审核状态异常' },
  {
    what: 'feedback coupons: ids of no coupon are passed over',
    call: (java) => java.post('/admin/merchant/product/add/feedback/coupons', { id: offSale().id, couponIds: [1, 98_765] }),
    code: 200,
    message: null,
    effect: async () => expect(offSale().couponIds).toEqual([1]),
  },
  { what: 'batch feedback coupons: one waiting', call: (java) => java.post('/admin/merchant/product/batch/add/feedback/coupons', { idList: [offSale().id, waiting().id], couponIds: [1] }), code: 6104, message: '只有仓库中商品才能设置添加回馈券' },
  { what: 'quick stock: a product in review', call: (java) => java.post('/admin/merchant/product/quick/stock/add', { id: inReview().id, attrValueList: [{ id: inReview().attrValue[0].id, stock: 1 }] }), code: 6107, message: '商品审核中' },
  {
    what: 'quick stock: a SKU given twice',
    call: (java) => java.post('/admin/merchant/product/quick/stock/add', { id: offSale().id, attrValueList: [0, 1].map(() => ({ id: offSale().attrValue[0].id, stock: 1 })) }),
    code: 400,
    message: '有重复的商品规格属性ID',
  },
  { what: 'quick stock: a SKU of another product', call: (java) => java.post('/admin/merchant/product/quick/stock/add', { id: offSale().id, attrValueList: [{ id: onSale().attrValue[0].id, stock: 1 }] }), code: 400, message: '商品规格属性ID数组数据异常，请刷新后再试' },
  {
    what: 'review-free edit: a product on sale',
    call: (java) => java.post('/admin/merchant/product/review/free/edit', { id: onSale().id, cateId: onSale().cateId, attrValue: onSale().attrValue.map((v) => ({ id: v.id, stock: 1, price: v.price })) }),
    code: 6106,
    message: '商品已上架',
  },
  {
    what: 'review-free edit: not every SKU sent',
    call: (java) => java.post('/admin/merchant/product/review/free/edit', { id: named('麦饭石不粘炒锅').id, cateId: '2', attrValue: [{ id: named('麦饭石不粘炒锅').attrValue[0].id, stock: 1, price: '9.00' }] }),
    code: 400,
    message: '商品规格属性数量不一致',
  },
];

const COLLECT: Row[] = [
  { what: 'importProduct: no collections left', arrange: () => Object.assign(db().productSettings, { copyNum: 0 }), call: (java) => java.post('/admin/merchant/product/importProduct', undefined, { form: 2, url: 'https://item.jd.com/1.html' }), code: 400, message: '商户复制商品数量不足' },
  { what: 'copy product: no collections left', arrange: () => Object.assign(db().productSettings, { copyNum: 0 }), call: (java) => java.post('/admin/merchant/product/copy/product', { url: 'https://item.jd.com/1.html' }), code: 400, message: '当前商户采集次数不足，请联系平台客服' },
  {
    what: 'importProduct: the collected product itself, one collection spent',
    arrange: () => Object.assign(db().productSettings, { copyNum: 3 }),
    call: (java) => java.post('/admin/merchant/product/importProduct', undefined, { form: 2, url: 'https://item.jd.com/1.html' }),
    code: 200,
    message: null,
    effect: async () => expect(db().productSettings.copyNum).toBe(2),
  },
];

describe('products as the reference backend', () => {
  it.each(DELETE_AND_RECYCLE)('$what', runRow);
  it.each(REVIEW_AND_SALE)('$what', runRow);
  it.each(EDIT)('$what', runRow);
  it.each(SETTINGS)('$what', runRow);
  it.each(COLLECT)('$what', runRow);

  it('answers importProduct with the product, not wrapped', async () => {
    const java = await signedInJavaClient();
    const answer = await java.post<{ name: string | null }>('/admin/merchant/product/importProduct', undefined, { form: 2, url: 'https://item.jd.com/1.html' });
    expect(answer.data?.name).toBe('京东采集商品：夏季新款休闲衬衫');
  });

  it('writes the sensitive-operation log as the controller’s annotation names the call, a refusal as 异常', async () => {
    const java = await signedInJavaClient();
    await java.post(`/admin/merchant/product/up/${offSale().id}`);
    expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '上架商品', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.MerchantProductController.up()', status: 0 });
    await java.post('/admin/merchant/product/delete', { id: recycled().id, type: 'recycle' });
    expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '删除商品', methodType: '删除', method: 'com.zbkj.admin.controller.merchant.MerchantProductController.delete()', status: 1, errorMsg: '商品已进入回收站' });
    await java.post('/admin/merchant/product/save', newLike(offSale()));
    expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '新增商品', methodType: '增加', method: 'com.zbkj.admin.controller.merchant.MerchantProductController.save()' });
    const count = db().sensitiveLogs.length;
    await java.post('/admin/merchant/product/set/brokerage', { id: offSale().id, brokerage: 1, brokerageTwo: 1 });
    expect(db().sensitiveLogs).toHaveLength(count);
  });
});
