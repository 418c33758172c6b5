import { staffPermissions } from '@/mocks/seed/accounts';
import { brokerageSchema } from '@/features/product/list/dialogs/brokerage-dialog';
import {
  batchActions,
  batchQuestions,
  canToggleShelf,
  moreActions,
  permittedBatchActions,
  permittedMoreActions,
  permittedRowActions,
  rowActions,
} from './product-actions';
import { productListSearch, scenicListSearch } from './product-search';
import { COLUMNS_STORAGE_KEY, productTitle, readColumnVisibility } from '@/features/product/list/product-table';
import { stockSchema } from '@/features/product/list/dialogs/stock-drawer';
import { quickEditSchema } from '@/features/product/list/dialogs/quick-edit-drawer';
import { skuLabel } from './sku';

const onSale = { isShow: true, type: 0 };
const offSale = { isShow: false, type: 0 };
const all = ['*:*:*'];

describe('row actions by tab (reference §4.1)', () => {
  it('offers exactly the reference buttons on each tab', () => {
    expect(rowActions(1, onSale)).toEqual(['detail', 'edit', 'addStock']);
    expect(rowActions(2, offSale)).toEqual(['edit', 'quickEdit']);
    expect(rowActions(3, onSale)).toEqual(['detail', 'edit', 'addStock']);
    expect(rowActions(3, offSale)).toEqual(['detail', 'edit', 'quickEdit']);
    expect(rowActions(4, onSale)).toEqual(['edit', 'addStock']);
    expect(rowActions(4, offSale)).toEqual(['edit', 'quickEdit']);
    expect(rowActions(5, offSale)).toEqual(['detail', 'restore', 'delete']);
    expect(rowActions(6, offSale)).toEqual(['detail', 'recycle']);
    expect(rowActions(7, offSale)).toEqual(['detail', 'edit', 'recycle']);
    expect(rowActions(8, offSale)).toEqual(['submitAudit', 'edit']);
  });

  it('puts 更多 where the reference has it: 仓库中, 警戒库存 and 待提审, and 已售罄 off sale; never on 出售中', () => {
    expect(moreActions(1, onSale)).toEqual([]);
    expect(moreActions(3, onSale)).toEqual([]);
    expect(moreActions(2, offSale)).toEqual(['detail', 'freight', 'brokerage', 'coupons', 'recycle']);
    expect(moreActions(3, offSale)).toEqual(['freight', 'brokerage', 'coupons', 'recycle']);
    expect(moreActions(4, offSale)).toEqual(['detail', 'freight', 'brokerage', 'coupons', 'recycle']);
    expect(moreActions(8, offSale)).toEqual(['detail', 'recycle']);
    for (const tab of [5, 6, 7] as const) expect(moreActions(tab, offSale)).toEqual([]);
  });

  it('never recycles a product on sale from 更多', () => {
    expect(moreActions(4, onSale)).toEqual(['detail', 'freight', 'brokerage', 'coupons']);
  });

  it('leaves 设置运费 out for 云盘 and 卡密 products only', () => {
    for (const type of [5, 6]) expect(moreActions(2, { isShow: false, type })).not.toContain('freight');
    for (const type of [0, 2]) expect(moreActions(2, { isShow: false, type })).toContain('freight');
  });
});

describe('批量设置 items by tab', () => {
  it('match the reference', () => {
    expect(batchActions(1)).toEqual(['down']);
    expect(batchActions(2)).toEqual(['freight', 'brokerage', 'coupons', 'up', 'recycle']);
    expect(batchActions(3)).toEqual(['down', 'up']);
    expect(batchActions(4)).toEqual(['down', 'up']);
    expect(batchActions(5)).toEqual(['restore', 'delete']);
    expect(batchActions(6)).toEqual(['recycle']);
    expect(batchActions(7)).toEqual(['recycle']);
    expect(batchActions(8)).toEqual(['submitAudit', 'recycle']);
  });

  it('ask before each call, in the reference words where it has them', () => {
    expect(batchQuestions).toEqual({
      up: '确定要将选中商品批量上架吗？',
      down: '确定要将选中商品批量下架吗？',
      restore: '确定批量恢复商品吗？',
      delete: '确定批量删除商品吗？',
      submitAudit: '确定将选中的商品提交审核吗？',
      recycle: '确定批量加入回收站吗？',
    });
  });
});

describe('permissions', () => {
  it('give the owner everything', () => {
    expect(permittedRowActions(1, onSale, all)).toEqual(rowActions(1, onSale));
    expect(permittedBatchActions(2, all)).toEqual(batchActions(2));
    expect(canToggleShelf(1, onSale, all)).toBe(true);
  });

  it('leave the staff account the list with 详情 and 编辑 only', () => {
    expect(permittedRowActions(1, onSale, staffPermissions)).toEqual(['detail']);
    expect(permittedRowActions(2, offSale, staffPermissions)).toEqual(['edit']);
    expect(permittedRowActions(5, offSale, staffPermissions)).toEqual(['detail']);
    expect(permittedRowActions(7, offSale, staffPermissions)).toEqual(['detail', 'edit']);
    expect(permittedMoreActions(2, offSale, staffPermissions)).toEqual(['detail']);
    for (const tab of [1, 2, 3, 4, 5, 6, 7, 8] as const) expect(permittedBatchActions(tab, staffPermissions)).toEqual([]);
    expect(canToggleShelf(1, onSale, staffPermissions)).toBe(false);
  });

  it('edit of a product on sale needs 下架 too', () => {
    expect(permittedRowActions(1, onSale, ['merchant:product:update'])).toEqual([]);
    expect(permittedRowActions(1, onSale, ['merchant:product:update', 'merchant:product:down'])).toEqual(['edit']);
  });

  it('fix the switch on the recycle bin and the review tabs', () => {
    for (const tab of [5, 6, 7, 8] as const) expect(canToggleShelf(tab, offSale, all)).toBe(false);
    expect(canToggleShelf(2, offSale, ['merchant:product:down'])).toBe(false);
    expect(canToggleShelf(2, offSale, ['merchant:product:up'])).toBe(true);
  });
});

describe('the list address', () => {
  it('defaults to 出售中 and reads the dashboard links', () => {
    expect(productListSearch({})).toEqual({ page: 1, limit: 15, type: 1 });
    expect(productListSearch({ type: 6 }).type).toBe(6);
    expect(productListSearch({ type: '6' }).type).toBe(6);
    expect(productListSearch({ type: 9 }).type).toBe(1);
  });

  it('keeps usable filters and drops the rest', () => {
    expect(productListSearch({ categoryId: 5, cateId: '3, 5,3', keywords: ' 茶 ', isPaidMember: 'true', productType: 5, limit: 30 })).toEqual({
      page: 1,
      limit: 30,
      type: 1,
      categoryId: 5,
      cateId: '3,5',
      keywords: '茶',
      isPaidMember: true,
      productType: 5,
    });
    expect(productListSearch({ cateId: 4 }).cateId).toBe('4');
    expect(productListSearch({ cateId: 'a,b', productType: 1, isPaidMember: 'maybe', limit: 7 })).toEqual({ page: 1, limit: 15, type: 1 });
    expect(scenicListSearch({ categoryId: 5 })).toEqual({ page: 1, limit: 15, type: 1 });
  });
});

describe('the column choice', () => {
  it('reads the visible column names kept under goods_stroge', () => {
    expect(COLUMNS_STORAGE_KEY).toBe('goods_stroge');
    expect(readColumnVisibility(null)).toEqual({});
    expect(readColumnVisibility('not json')).toEqual({});
    expect(readColumnVisibility(JSON.stringify(['商品图', '商品名称', '状态']))).toEqual({ image: true, name: true, price: false, sales: false, stock: false, isShow: true });
  });

  it('names products with their spec kind', () => {
    expect(productTitle({ name: 'T恤', specType: true })).toBe('[多规格]T恤');
    expect(productTitle({ name: '红茶', specType: false })).toBe('[单规格]红茶');
  });
});

describe('form rules', () => {
  it('设置佣金: whole percent 0–100 each, 30 at most together (the platform limit)', () => {
    expect(brokerageSchema.safeParse({ brokerage: '20', brokerageTwo: '10' }).success).toBe(true);
    expect(brokerageSchema.safeParse({ brokerage: '20', brokerageTwo: '11' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['brokerageTwo', '一二级返佣比例之和范围为 0~30']]);
    expect(brokerageSchema.safeParse({ brokerage: '100', brokerageTwo: '100' }).success).toBe(false);
    expect(brokerageSchema.safeParse({ brokerage: '', brokerageTwo: '101' }).error?.issues.map((i) => i.message)).toEqual(['请输入一级返佣', '请输入0-100之间的整数']);
    expect(brokerageSchema.safeParse({ brokerage: '1.5', brokerageTwo: '0' }).success).toBe(false);
  });

  it('编辑库存: some stock added, whole numbers within the backend limit', () => {
    expect(stockSchema.safeParse({ adds: [{ value: '' }, { value: '0' }] }).error?.issues.map((i) => i.message)).toEqual(['请输入增加的库存']);
    expect(stockSchema.safeParse({ adds: [{ value: '' }, { value: '5' }] }).success).toBe(true);
    expect(stockSchema.safeParse({ adds: [{ value: '100000000' }] }).success).toBe(false);
  });

  it('免审编辑: a category, valid prices and stock, a link for cloud products and distinct libraries for card products', () => {
    const sku = { price: '19.9', stock: '3', expand: '', cdkeyId: null };
    expect(quickEditSchema(0).safeParse({ cateIds: [1], skus: [sku] }).success).toBe(true);
    expect(quickEditSchema(0).safeParse({ cateIds: [], skus: [sku] }).error?.issues[0].message).toBe('请选择商户分类');
    expect(quickEditSchema(5).safeParse({ cateIds: [1], skus: [sku] }).error?.issues[0].message).toBe('云盘商品请设置云盘链接');
    expect(quickEditSchema(0).safeParse({ cateIds: [1], skus: [{ ...sku, price: '0' }] }).success).toBe(false);
    expect(quickEditSchema(0).safeParse({ cateIds: [1], skus: [{ ...sku, stock: '-1' }] }).success).toBe(false);
    expect(quickEditSchema(6).safeParse({ cateIds: [1], skus: [sku] }).error?.issues[0].message).toBe('请选择卡密库');
    const twice = quickEditSchema(6).safeParse({ cateIds: [1], skus: [{ ...sku, cdkeyId: 3 }, { ...sku, cdkeyId: 3 }] });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['skus.1.cdkeyId', '每个规格需选择不同的卡密库']]);
  });

  it('names a SKU by its values', () => {
    expect(skuLabel({ sku: '白色,S', attrValue: '{}' })).toBe('白色,S');
    expect(skuLabel({ attrValue: JSON.stringify({ 颜色: '红', 尺码: 'L' }) })).toBe('红,L');
    expect(skuLabel({ attrValue: 'oops' })).toBe('默认');
  });
});
