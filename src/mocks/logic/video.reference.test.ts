import { getDb } from '@/mocks/db';
import { videoAttrOf, videoAttrValueOf } from '@/lib/domain/video-sku';
import { videoCatLeaves } from '@/mocks/seed/video';
import { runJavaRow, type JavaRow } from '@/test/java-rows';

// The video channel (视频号, 自定义交易组件) as a client of the reference backend (CRMEB's Java) sees it:
// drafts and their platform review, approved products and the shelf. Each write call's refusals in the
// Java's order, codes and words, and what it changes, read back through the store.

const db = () => getDb();
const ok = { code: 200, message: null } as const;
/** Reviews wait: the platform and WeChat decide nothing while a row reads the state it set. */
const runRow = (row: JavaRow) =>
  runJavaRow(row, () => {
    db().productSettings.reviewDelayMs = 3_600_000;
  });

/** A valid draft of a store product with several SKUs. */
function draft(change: Record<string, unknown> = {}) {
  const product = db().products.find((p) => !p.isRecycle && p.attrValue.length > 1) ?? db().products[0];
  const leaf = videoCatLeaves(db().videoCats).find((c) => !c.productQualificationType);
  return {
    primaryProductId: product.id,
    title: '视频号专享商品',
    headImg: JSON.stringify([product.image]),
    thirdCatId: leaf?.value ?? 0,
    tempId: db().shippingTemplates[0].id,
    unitName: '件',
    specType: true,
    attr: product.attr.map(videoAttrOf),
    attrValue: product.attrValue.map((v) => ({ ...videoAttrValueOf(v), price: '10.00', stock: 5 })),
    ...change,
  };
}
const draftIn = (platformEditStatus: number) => {
  const found = db().videoDrafts.find((d) => d.platformEditStatus === platformEditStatus && !d.isDel);
  if (!found) throw new Error(`no draft in state ${platformEditStatus}`);
  return found;
};
const productIn = (status: number) => {
  const found = db().videoProducts.find((p) => p.status === status && !p.isDel);
  if (!found) throw new Error(`no product in state ${status}`);
  return found;
};
let id = 0;

const DRAFTS: JavaRow[] = [
  {
    what: 'draftproduct/add: a title any draft has',
    call: (java) => java.post('/admin/merchant/pay/component/draftproduct/add', draft({ title: db().videoDrafts[0].title })),
    code: 500,
    message: '当前草稿商品的名称已存在',
  },
  {
    what: 'draftproduct/add: a new draft, the word in data',
    call: (java) => java.post('/admin/merchant/pay/component/draftproduct/add', draft()),
    ...ok,
    data: '添加商品成功',
    effect: () => expect(db().videoDrafts.find((d) => d.title === '视频号专享商品')).toMatchObject({ platformEditStatus: 1, editStatus: 1 }),
  },
  {
    what: 'draftproduct/update: a draft under the platform review may be changed, and stays there',
    arrange: () => {
      id = draftIn(2).id;
    },
    call: (java) => java.post('/admin/merchant/pay/component/draftproduct/update', draft({ id, title: '审核中改标题' })),
    ...ok,
    data: '编辑草稿商品成功',
    effect: () => expect(db().videoDrafts.find((d) => d.id === id)).toMatchObject({ title: '审核中改标题', platformEditStatus: 2, editStatus: 1 }),
  },
  { what: 'draftproduct/update: no id', call: (java) => java.post('/admin/merchant/pay/component/draftproduct/update', draft()), code: 500, message: 'id不能为空' },
  {
    what: 'draftproduct/review: an approved draft submitted again',
    arrange: () => {
      id = draftIn(4).id;
    },
    call: (java) => java.post('/admin/merchant/pay/component/draftproduct/review', { draftProductId: id, platformEditStatus: 2 }),
    ...ok,
    data: '商家操作草稿商品成功',
    effect: () => expect(db().videoDrafts.find((d) => d.id === id)?.platformEditStatus).toBe(2),
  },
  {
    what: 'draftproduct/review: a draft never submitted withdrawn',
    arrange: () => {
      id = draftIn(1).id;
    },
    call: (java) => java.post('/admin/merchant/pay/component/draftproduct/review', { draftProductId: id, platformEditStatus: 1 }),
    ...ok,
    data: '商家操作草稿商品成功',
  },
  { what: 'draftproduct/review: no such draft', call: (java) => java.post('/admin/merchant/pay/component/draftproduct/review', { draftProductId: 999, platformEditStatus: 2 }), code: 500, message: '商家操作草稿商品失败' },
  { what: 'draftproduct/delete: no such draft', call: (java) => java.get('/admin/merchant/pay/component/draftproduct/delete/999'), code: 500, message: '删除草稿商品失败' },
];

describe('PayComponentDraftController as the reference backend', () => {
  it.each(DRAFTS)('$what', async (row) => {
    expect.hasAssertions();
    await runRow(row);
  });
});

const PRODUCTS: JavaRow[] = [
  { what: 'puton: a new product (初始值)', call: (java) => java.get(`/admin/merchant/pay/component/product/puton/${productIn(0).id}`), code: 500, message: '商品只有在自主下架状态，才能上架' },
  { what: 'puton: a product WeChat took down', call: (java) => java.get(`/admin/merchant/pay/component/product/puton/${productIn(13).id}`), code: 500, message: '商品只有在自主下架状态，才能上架' },
  {
    what: 'puton: a product the store took off, the word in data',
    arrange: () => {
      id = productIn(11).id;
    },
    call: (java) => java.get(`/admin/merchant/pay/component/product/puton/${id}`),
    ...ok,
    data: '上架商品成功',
    effect: () => expect(db().videoProducts.find((p) => p.id === id)).toMatchObject({ status: 5, platformStatus: 5 }),
  },
  { what: 'putdown: a product WeChat took down', call: (java) => java.get(`/admin/merchant/pay/component/product/putdown/${productIn(13).id}`), code: 500, message: '商品只有在初始值/上架状态，才能下架' },
  {
    what: 'putdown: a new product',
    arrange: () => {
      id = productIn(0).id;
    },
    call: (java) => java.get(`/admin/merchant/pay/component/product/putdown/${id}`),
    ...ok,
    data: '下架商品成功',
    effect: () => expect(db().videoProducts.find((p) => p.id === id)?.status).toBe(11),
  },
  {
    what: 'delete: marks the product and its draft deleted',
    arrange: () => {
      id = productIn(13).id;
    },
    call: (java) => java.get(`/admin/merchant/pay/component/product/delete/${id}`),
    ...ok,
    data: '删除商品成功',
    effect: async (java) => {
      const product = db().videoProducts.find((p) => p.id === id);
      expect(product?.isDel).toBe(true);
      expect(db().videoDrafts.find((d) => d.id === product?.draftId)?.isDel ?? true).toBe(true);
      const list = await java.get<{ list: Array<{ id: number }> }>('/admin/merchant/pay/component/product/list', { page: 1, limit: 50 });
      expect(list.data.list.some((p) => p.id === id)).toBe(false);
    },
  },
  {
    what: 'delete: a product already deleted',
    arrange: () => {
      id = productIn(13).id;
      Object.assign(productIn(13), { isDel: true });
    },
    call: (java) => java.get(`/admin/merchant/pay/component/product/delete/${id}`),
    code: 500,
    message: '商品已删除',
  },
];

describe('PayComponentProductController as the reference backend', () => {
  it.each(PRODUCTS)('$what', async (row) => {
    expect.hasAssertions();
    await runRow(row);
  });
});
