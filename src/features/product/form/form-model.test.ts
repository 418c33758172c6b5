import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/mocks/seed/products';
import { regenerateRows } from '@/lib/domain/sku';
import { draftFromInfo, emptyDraft, PRICE_RANGE_MESSAGE, toSaveRequest, validateRows } from './form-model';

const specs = [
  { name: '颜色', values: ['红', '蓝'] },
  { name: '尺码', values: ['S', 'M'] },
];

function filledDraft() {
  const draft = emptyDraft(0);
  return {
    values: { ...draft.values, name: ' 测试商品 ', cateIds: [1, 3], categoryId: 9, brandId: 1, unitName: '件', tempId: 1, intro: '简介', image: 'a.png', sliderImages: ['a.png'], specType: true, keywords: ['夏季', '新款'] },
    specs,
    rows: regenerateRows(specs, []).map((r) => ({ ...r, image: 'a.png', price: '19.90', stock: '5' })),
  };
}

describe('toSaveRequest', () => {
  it('builds attr, attrValue JSON in spec order, sku names and exact prices', () => {
    const body = toSaveRequest(filledDraft(), { isAutoUp: true, isAutoSubmitAudit: false });
    expect(body.name).toBe('测试商品');
    expect(body.cateId).toBe('1,3');
    expect(body.keyword).toBe('夏季,新款');
    expect(body.attr).toEqual([
      { attrName: '颜色', attrValues: '红,蓝' },
      { attrName: '尺码', attrValues: 'S,M' },
    ]);
    expect(body.attrValue).toHaveLength(4);
    expect(body.attrValue[1]).toMatchObject({ attrValue: '{"颜色":"红","尺码":"M"}', price: '19.90', stock: 5, vipPrice: '0.00' });
    expect(body.deliveryMethod).toBe('1');
    expect(body.sliderImage).toBe('["a.png"]');
  });

  it('sends a single-spec product as 规格:默认 with one row, and a video first in the slider', () => {
    const draft = filledDraft();
    const body = toSaveRequest({ ...draft, values: { ...draft.values, specType: false, video: 'https://v.example.com/a.mp4' } }, { isAutoUp: false, isAutoSubmitAudit: false });
    expect(body.attr).toEqual([{ attrName: '规格', attrValues: '默认' }]);
    expect(body.attrValue).toHaveLength(1);
    expect(body.attrValue[0].attrValue).toBe('{"规格":"默认"}');
    expect(JSON.parse(body.sliderImage)).toEqual(['https://v.example.com/a.mp4', 'a.png']);
  });

  it('sends no shipping template for products that are not shipped', () => {
    const draft = filledDraft();
    const body = toSaveRequest({ ...draft, values: { ...draft.values, type: 2 } }, { isAutoUp: false, isAutoSubmitAudit: false });
    expect(body.tempId).toBe(0);
  });
});

describe('draftFromInfo', () => {
  it('round-trips a seeded product through the form unchanged', () => {
    const product = seedProducts(Date.UTC(2026, 10, 22)).products[0];
    const draft = draftFromInfo(product);
    const body = toSaveRequest(draft, { id: product.id, isAutoUp: false, isAutoSubmitAudit: false });
    expect(body.attrValue.map((v) => [v.id, v.attrValue, v.price, v.stock])).toEqual(product.attrValue.map((v) => [v.id, v.attrValue, v.price, v.stock]));
    expect(body.categoryId).toBe(product.categoryId);
    expect(body.sliderImage).toBe(product.sliderImage);
  });

  it('drops SKU ids when copying', () => {
    const product = seedProducts(Date.UTC(2026, 10, 22)).products[0];
    expect(draftFromInfo(product, true).rows.every((r) => r.id === undefined)).toBe(true);
  });
});

describe('validateRows', () => {
  it('reports prices out of 0.01–999999.99, over-precise or missing pictures per row', () => {
    const draft = filledDraft();
    const rows = draft.rows.map((r, i) => (i === 0 ? { ...r, price: '0' } : i === 1 ? { ...r, price: '1000000' } : i === 2 ? { ...r, price: '1.234' } : { ...r, image: '' }));
    expect(validateRows(draft.values, rows)).toEqual([
      { row: 0, field: 'price', message: PRICE_RANGE_MESSAGE },
      { row: 1, field: 'price', message: PRICE_RANGE_MESSAGE },
      { row: 2, field: 'price', message: PRICE_RANGE_MESSAGE },
      { row: 3, field: 'image', message: '请上传规格图片' },
    ]);
  });

  it('needs 0 < member price < price for member products and each commission rate within 0–100, 30 at most together', () => {
    const draft = filledDraft();
    const values = { ...draft.values, isPaidMember: true, isSub: true };
    const rates = [
      ['10', '20'],
      ['20', '11'],
      ['101', '1.5'],
    ];
    const rows = draft.rows.slice(0, 3).map((r, i) => ({ ...r, vipPrice: i === 0 ? '19.90' : '9.9', brokerage: rates[i][0], brokerageTwo: rates[i][1] }));
    expect(validateRows(values, rows)).toEqual([
      { row: 0, field: 'vipPrice', message: '会员价必须大于0且小于售价' },
      { row: 1, field: 'brokerageTwo', message: '一二级返佣比例之和范围为 0~30' },
      { row: 2, field: 'brokerage', message: '返佣比例为0~100的整数' },
      { row: 2, field: 'brokerageTwo', message: '返佣比例为0~100的整数' },
    ]);
  });

  it('needs the cloud link of cloud-disk products', () => {
    const draft = filledDraft();
    expect(validateRows({ ...draft.values, type: 5 }, draft.rows.slice(0, 1))).toEqual([{ row: 0, field: 'expand', message: '请设置云盘链接' }]);
  });

  it('needs a different card-secret library on every SKU of a card-secret product', () => {
    const draft = filledDraft();
    const rows = draft.rows.slice(0, 3).map((r, i) => ({ ...r, weight: '0', cdkeyId: [3, null, 3][i] }));
    expect(validateRows({ ...draft.values, type: 6 }, rows)).toEqual([
      { row: 1, field: 'cdkeyId', message: '请选择卡密库' },
      { row: 2, field: 'cdkeyId', message: '每个规格需选择不同的卡密库' },
    ]);
  });
});

describe('card secrets and the linked form', () => {
  it('keeps the libraries a saved card-secret product uses, with their names, and sends the linked form', () => {
    const product = { ...seedProducts(Date.UTC(2026, 10, 22)).products.find((p) => p.type === 6)!, systemFormId: 2 };
    product.attrValue = product.attrValue.map((v) => ({ ...v, cdkeyLibraryName: '话费充值卡100元' }));
    const draft = draftFromInfo(product);
    expect(draft.boundLibraries).toEqual([{ id: 1, name: '话费充值卡100元' }]);
    expect(draft.values.systemFormId).toBe(2);
    const body = toSaveRequest(draft, { id: product.id, isAutoUp: false, isAutoSubmitAudit: false });
    expect(body.systemFormId).toBe(2);
    expect(body.attrValue[0].cdkeyId).toBe(1);
    expect(draftFromInfo(product, true).rows[0].cdkeyId).toBeNull();
  });
});
