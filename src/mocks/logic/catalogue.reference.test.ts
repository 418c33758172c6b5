import { commit, getDb } from '@/mocks/db';
import { signedInJavaClient, type JavaAnswer, type JavaClient } from '@/test/java-client';

// What surrounds the products, as a client of the reference backend (CRMEB's Java) sees it: the store's
// product categories, reviews and replies, card-secret libraries, system forms, spec templates, guarantee
// groups, the picture library's folders and files, and the platform's brands. Each row: a call, the Java's
// code and words, and the effect read back.

interface Row {
  what: string;
  arrange?: () => void;
  call: (java: JavaClient) => Promise<JavaAnswer>;
  code: number;
  message: string | null;
  data?: unknown;
  effect?: (java: JavaClient) => Promise<void>;
}

async function runRow(row: Row) {
  row.arrange?.();
  await commit();
  const java = await signedInJavaClient();
  const answer = await row.call(java);
  expect(answer).toMatchObject({ code: row.code, message: row.message, ...('data' in row ? { data: row.data } : {}) });
  await row.effect?.(java);
}

const db = () => getDb();
const category = (name: string) => db().merCategories.find((c) => c.name === name)!;
const product = (name: string) => db().products.find((p) => p.name === name)!;

const CATEGORIES: Row[] = [
  { what: 'add: a name a category has anywhere in the store', call: (java) => java.post('/admin/merchant/store/product/category/add', { pid: 0, name: '本周爆款', icon: '', sort: 1 }), code: 400, message: '分类名称已存在' },
  { what: 'add: under a second-level category', call: (java) => java.post('/admin/merchant/store/product/category/add', { pid: category('本周爆款').id, name: '三级', icon: '', sort: 1 }), code: 400, message: '商户商品分类只支持二级分类' },
  { what: 'add: under no category', call: (java) => java.post('/admin/merchant/store/product/category/add', { pid: 98_765, name: '无父级', icon: '', sort: 1 }), code: 6203, message: '商户商品分类不存在' },
  { what: 'update: no id', call: (java) => java.post('/admin/merchant/store/product/category/update', { pid: 0, name: '改名', icon: '', sort: 1 }), code: 400, message: '商品分类ID不能为空' },
  { what: 'update: no such category', call: (java) => java.post('/admin/merchant/store/product/category/update', { id: 98_765, pid: 0, name: '改名', icon: '', sort: 1 }), code: 6203, message: '商户商品分类不存在' },
  {
    what: 'update: a child moved to the top while a product uses its parent',
    arrange: () => Object.assign(product('纯棉圆领短袖T恤'), { cateId: String(category('热销推荐').id) }),
    call: (java) => java.post('/admin/merchant/store/product/category/update', { id: category('本周爆款').id, pid: 0, name: '本周爆款', icon: '', sort: 1 }),
    code: 6204,
    message: '商户商品分类已使用',
  },
  { what: 'delete: a category with children', call: (java) => java.post(`/admin/merchant/store/product/category/delete/${category('热销推荐').id}`), code: 400, message: '该分类下有子分类，请先删除子分类' },
  { what: 'delete: a category a product uses', call: (java) => java.post(`/admin/merchant/store/product/category/delete/${category('新品上市').id}`), code: 6204, message: '商户商品分类已使用' },
  {
    what: 'show: a top category hidden hides its children',
    call: (java) => java.post(`/admin/merchant/store/product/category/update/show/${category('热销推荐').id}`),
    code: 200,
    message: null,
    data: '修改成功',
    effect: async () => expect(db().merCategories.filter((c) => c.pid === category('热销推荐').id).map((c) => c.isShow)).toEqual([false, false]),
  },
  {
    what: 'show: a child shown shows its hidden parent',
    arrange: () => {
      Object.assign(category('茶叶专区'), { isShow: false });
      Object.assign(category('明前好茶'), { isShow: false });
    },
    call: (java) => java.post(`/admin/merchant/store/product/category/update/show/${category('明前好茶').id}`),
    code: 200,
    message: null,
    data: '修改成功',
    effect: async () => expect([category('茶叶专区').isShow, category('明前好茶').isShow]).toEqual([true, true]),
  },
];

const unreplied = () => db().replies.find((r) => !r.merchantReplyContent)!;
const replied = () => db().replies.find((r) => r.merchantReplyContent)!;
type ReplyPage = { list: Array<{ id: number; merchantReplyContent: string | null }> };
const replyList = (java: JavaClient, isReply: boolean) => java.get<ReplyPage>('/admin/merchant/product/reply/list', { page: 1, limit: 100, isReply, searchType: 'all', content: '', productSearch: '', star: null, dateLimit: '' });

const REPLIES: Row[] = [
  { what: 'comment: a review answered already', call: (java) => java.post('/admin/merchant/product/reply/comment', { id: replied().id, merchantReplyContent: '再次感谢' }), code: 6903, message: '商品已评论' },
  { what: 'comment: no such review', call: (java) => java.post('/admin/merchant/product/reply/comment', { id: 98_765, merchantReplyContent: '感谢' }), code: 6902, message: '商品评论不存在' },
  {
    what: 'comment: an empty reply is a reply',
    call: (java) => java.post('/admin/merchant/product/reply/comment', { id: unreplied().id, merchantReplyContent: '' }),
    code: 200,
    message: null,
    effect: async (java) => {
      const id = db().replies.find((r) => r.merchantReplyContent === '')!.id;
      expect((await replyList(java, true)).data.list.map((r) => r.id)).toContain(id);
      expect(await java.post('/admin/merchant/product/reply/comment', { id, merchantReplyContent: '补充' })).toMatchObject({ code: 6903 });
    },
  },
  {
    what: 'virtual: no such SKU',
    call: (java) => java.post('/admin/merchant/product/reply/virtual', { productId: product('砂糖橘').id, attrValueId: 98_765, star: 5, comment: '好', avatar: 'a.png', nickname: '买家' }),
    code: 6901,
    message: '商品规格属性值不存在',
  },
  { what: 'delete: no such review is a failed update', call: (java) => java.post('/admin/merchant/product/reply/delete/98765'), code: 500, message: '系统异常，请稍后重试' },
];

const CDKEY_AND_FORMS: Row[] = [
  {
    what: 'library delete: one a product sells from goes with its card secrets; the SKU keeps it and its stock',
    call: (java) => java.post('/admin/merchant/cdkey/library/delete/1'),
    code: 200,
    message: '删除卡密库成功',
    effect: async () => {
      expect(db().cardSecrets.some((s) => s.libraryId === 1)).toBe(false);
      expect(product('全国话费充值卡100元').attrValue[0]).toMatchObject({ cdkeyId: 1 });
      expect(product('全国话费充值卡100元').stock).toBeGreaterThan(0);
    },
  },
  { what: 'library delete: no such library', call: (java) => java.post('/admin/merchant/cdkey/library/delete/98765'), code: 6301, message: '商品卡密库不存在' },
  { what: 'card secret batch delete: ids of none', call: (java) => java.post('/admin/merchant/card/secret/batch/delete', { ids: '98765,98766' }), code: 6304, message: '商品卡密不存在' },
  {
    what: 'form add: a title another form has',
    call: (java) => java.post('/admin/merchant/system/form/add', { formName: '预约信息登记', allKeys: '', formValue: '{}' }),
    code: 200,
    message: null,
    data: { id: 3 },
  },
  {
    what: 'form delete: the products linked to it are unlinked',
    call: (java) => java.post('/admin/merchant/system/form/delete/1'),
    code: 200,
    message: null,
    effect: async (java) => {
      expect((await java.get<{ systemFormId: number }>(`/admin/merchant/product/info/${product('故宫博物院预约票').id}`)).data.systemFormId).toBe(0);
      expect(await java.get('/admin/merchant/system/form/detail/1')).toMatchObject({ code: 400, message: '系统表单不存在' });
    },
  },
  { what: 'rule save: a name a template has', call: (java) => java.post('/admin/merchant/product/rule/save', { ruleName: '茶叶规格', ruleValue: '[{"value":"规格","detail":["1kg"]}]' }), code: 6601, message: '商品规格值已经存在' },
  {
    what: 'rule save: a name of 32 characters (the console keeps to 20)',
    call: (java) => java.post('/admin/merchant/product/rule/save', { ruleName: '规'.repeat(32), ruleValue: '[{"value":"规格","detail":["1kg"]}]' }),
    code: 200,
    message: null,
    effect: async () => expect(db().rules.some((r) => r.ruleName === '规'.repeat(32))).toBe(true),
  },
  { what: 'rule save: a name of 33 characters', call: (java) => java.post('/admin/merchant/product/rule/save', { ruleName: '规'.repeat(33), ruleValue: '[{"value":"规格","detail":["1kg"]}]' }), code: 400, message: '规格名称长度不能超过32个字符' },
  { what: 'rule update: no id', call: (java) => java.post('/admin/merchant/product/rule/update', { ruleName: '新规格', ruleValue: '[{"value":"规格","detail":["1kg"]}]' }), code: 400, message: '请先选择规格' },
  { what: 'rule update: no such template', call: (java) => java.post('/admin/merchant/product/rule/update', { id: 98_765, ruleName: '新规格', ruleValue: '[{"value":"规格","detail":["1kg"]}]' }), code: 6602, message: '商品规格值不存在' },
  { what: 'rule delete: no such template', call: (java) => java.post('/admin/merchant/product/rule/delete/98765'), code: 6602, message: '商品规格值不存在' },
  {
    what: 'guarantee group add: a name a group has',
    call: (java) => java.post('/admin/merchant/product/guarantee/group/add', { name: '基础保障', gids: '1,3' }),
    code: 200,
    message: null,
    effect: async () => expect(db().guaranteeGroups.filter((g) => g.name === '基础保障')).toHaveLength(2),
  },
  { what: 'guarantee group edit: no such group', call: (java) => java.post('/admin/merchant/product/guarantee/group/edit', { id: 98_765, name: '基础保障', gids: '1' }), code: 6801, message: '商品保障服务组合不存在' },
  { what: 'guarantee group delete: no such group', call: (java) => java.post('/admin/merchant/product/guarantee/group/delete/98765'), code: 6801, message: '商品保障服务组合不存在' },
];

const folder = (name: string) => db().categories.find((c) => c.name === name)!;
const folderQuery = (change: Record<string, unknown>) => ({ pid: 0, name: '店铺装修', type: 2, status: true, sort: 1, url: '', extra: '', ...change });

const MATERIAL: Row[] = [
  { what: 'folder save: a name a folder of the type has', call: (java) => java.post('/admin/merchant/category/save', { pid: 0, name: '活动海报', type: 2, status: true, sort: 1 }), code: 400, message: '此分类已存在' },
  { what: 'folder update: no such folder', call: (java) => java.post('/admin/merchant/category/update/98765', undefined, folderQuery({ name: '新名' })), code: 7201, message: '分类不存在' },
  { what: 'folder update: itself as the parent', call: (java) => java.post(`/admin/merchant/category/update/${folder('店铺装修').id}`, undefined, folderQuery({ pid: folder('店铺装修').id })), code: 400, message: '分类的父级不能为自己' },
  { what: 'folder update: a name another folder of the type has', call: (java) => java.post(`/admin/merchant/category/update/${folder('店铺装修').id}`, undefined, folderQuery({ name: '活动海报' })), code: 400, message: '分类名称重复' },
  {
    what: 'folder update: hidden, the folders below it are hidden too',
    call: (java) => java.post(`/admin/merchant/category/update/${folder('商品图片').id}`, undefined, folderQuery({ name: '商品图片', status: false })),
    code: 200,
    message: null,
    effect: async () => expect([folder('茶叶').status, folder('水果').status]).toEqual([false, false]),
  },
  {
    what: 'folder update: shown, the folders above it are shown too',
    arrange: () => [folder('商品图片'), folder('茶叶')].forEach((f) => (f.status = false)),
    call: (java) => java.post(`/admin/merchant/category/update/${folder('茶叶').id}`, undefined, folderQuery({ pid: folder('商品图片').id, name: '茶叶', status: true })),
    code: 200,
    message: null,
    effect: async () => expect(folder('商品图片').status).toBe(true),
  },
  { what: 'folder delete: one with folders below it', call: (java) => java.post(`/admin/merchant/category/delete/${folder('商品图片').id}`), code: 400, message: '当前分类下有子类，请先删除子类！' },
  {
    what: 'folder delete: its files stay where they were',
    call: (java) => java.post(`/admin/merchant/category/delete/${folder('活动海报').id}`),
    code: 200,
    message: null,
    effect: async () => expect(db().attachments.filter((a) => a.pid === 5).length).toBeGreaterThan(0),
  },
  { what: 'attachment delete: none of them is a failed delete', call: (java) => java.post('/admin/merchant/attachment/delete', { ids: '98765' }), code: 500, message: '系统异常，请稍后重试' },
  { what: 'attachment move: none of them is a failed move', call: (java) => java.post('/admin/merchant/attachment/move', { pid: 0, attrId: '98765' }), code: 500, message: '系统异常，请稍后重试' },
];

describe('the catalogue around products as the reference backend', () => {
  it.each(CATEGORIES)('category $what', runRow);
  it.each(REPLIES)('reply $what', runRow);
  it.each(CDKEY_AND_FORMS)('$what', runRow);
  it.each(MATERIAL)('$what', runRow);

  it('pages a category’s brands in the platform’s order and finds them by any part of the name, whatever the case', async () => {
    const java = await signedInJavaClient();
    const tee = db().platCategories.find((c) => c.name === 'T恤')!.id;
    type BrandPage = { total: number; list: Array<{ id: number; name: string }> };
    const first = (await java.get<BrandPage>('/admin/merchant/plat/product/brand/list', { cid: tee, page: 1, limit: 20, brandName: '' })).data;
    expect(first.total).toBeGreaterThan(100);
    expect(first.list[0].name).toBe('云上优品');
    const second = (await java.get<BrandPage>('/admin/merchant/plat/product/brand/list', { cid: tee, page: 2, limit: 20, brandName: '' })).data;
    expect(second.list.some((b) => first.list.some((a) => a.id === b.id))).toBe(false);
    const found = (await java.get<BrandPage>('/admin/merchant/plat/product/brand/list', { cid: tee, page: 1, limit: 20, brandName: '衣社' })).data;
    expect(found.list.map((b) => b.name)).toEqual(['素衣衣社', '棉语衣社', '织梦衣社', '雅致衣社', '简约衣社', '木棉衣社', '森屿衣社', '暖阳衣社', '轻风衣社', '朴素衣社', '锦绣衣社', '云裳衣社', '初见衣社']);
    db().brands.find((b) => b.name === '云上优品')!.name = 'Yun上优品';
    await commit();
    expect((await java.get<BrandPage>('/admin/merchant/plat/product/brand/list', { cid: tee, page: 1, limit: 20, brandName: 'yun' })).data.list.map((b) => b.name)).toEqual(['Yun上优品']);
    expect(await java.get('/admin/merchant/plat/product/brand/list', { page: 1, limit: 20, brandName: '' })).toMatchObject({ code: 400, message: '分类id不能为空' });
  });

  it('logs the annotated calls of the catalogue as the reference names them', async () => {
    const java = await signedInJavaClient();
    await java.post(`/admin/merchant/store/product/category/update/show/${category('清仓特价').id}`);
    expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '修改商户商品分类显示状态', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.MerchantProductCategoryController.updateShowStatus()' });
    await java.post('/admin/merchant/cdkey/library/delete/98765');
    expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '删除卡密库', methodType: '删除', status: 1, errorMsg: '商品卡密库不存在' });
    await java.get('/admin/merchant/cdkey/library/unrelated/list');
    expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '未关联卡密库列表', method: 'com.zbkj.admin.controller.merchant.CdkeyLibraryController.findUnrelatedList()' });
    await java.post('/admin/merchant/system/form/add', { formName: '售后', allKeys: '', formValue: '{}' });
    expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '添加系统表单', methodType: '增加', method: 'com.zbkj.admin.controller.merchant.MerchantSystemFormController.addForm()' });
  });
});
