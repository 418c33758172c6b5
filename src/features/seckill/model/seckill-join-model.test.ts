import type { PickerProduct } from '@/api/generated/model';
import { addPicked, applyBatch, discountPrice, emptyBatch, errorKey, fromPicker, fromRefused, MESSAGES, priceError, quotaError, sortError, toAddRequest, validateBatch, validateJoin } from './seckill-join-model';
import { readResubmit } from './seckill-resubmit';

const sku = (id: number, price: string, stock: number, name = `规格${id}`) => ({ id, sku: name, image: '', price, stock, cost: '0.00', otPrice: '0.00', weight: '0.00', volume: '0.00', brokerage: 0, brokerageTwo: 0, attrValue: '{}' });
const picked = (id: number, skus: ReturnType<typeof sku>[]): PickerProduct => ({
  id,
  image: '',
  name: `商品${id}`,
  price: skus[0]?.price ?? '0.00',
  stock: skus.reduce((n, s) => n + s.stock, 0),
  sales: 0,
  isShow: true,
  categoryId: 1,
  categoryName: '水果',
  type: 0,
  specType: skus.length > 1,
  unitName: '件',
  attrValue: skus,
});

describe('seckill join model', () => {
  it('works out a discount price exactly, half up to the cent', () => {
    expect(discountPrice(49.9, 85)).toBe('42.42');
    expect(discountPrice(69.9, 15)).toBe('10.49');
    expect(discountPrice(88, 85)).toBe('74.80');
    expect(discountPrice(0.01, 1)).toBe('0.00');
    expect(discountPrice(199.99, 100)).toBe('199.99');
  });

  it('checks each field', () => {
    expect(priceError('')).toBe(MESSAGES.price);
    expect(priceError('0')).toBe(MESSAGES.pricePositive);
    expect(priceError('0.00')).toBe(MESSAGES.pricePositive);
    expect(priceError('1.')).toBe(MESSAGES.priceFormat);
    expect(priceError('1000000')).toBe(MESSAGES.priceMax);
    expect(priceError('999999.99')).toBeUndefined();
    expect(priceError('0.01')).toBeUndefined();
    expect(quotaError('', 5)).toBe(MESSAGES.quota);
    expect(quotaError('6', 5)).toBe(MESSAGES.quotaStock);
    expect(quotaError('0', 0)).toBeUndefined();
    expect(quotaError('5', 5)).toBeUndefined();
    expect(sortError('')).toBe(MESSAGES.sort);
    expect(sortError('10000')).toBe(MESSAGES.sortRange);
    expect(sortError('9999')).toBeUndefined();
  });

  it('adds picked products once, refusing those in the activity', () => {
    const a = picked(1, [sku(11, '10.00', 3)]);
    const b = picked(2, [sku(21, '20.00', 4), sku(22, '30.00', 5)]);
    const c = picked(3, [sku(31, '5.00', 1)]);
    const first = addPicked([], [a, b], []);
    expect(first.products.map((p) => p.id)).toEqual([1, 2]);
    const second = addPicked(first.products, [b, c], [3]);
    expect(second.products.map((p) => p.id)).toEqual([1, 2]);
    expect(second.refused.map((p) => p.id)).toEqual([3]);
    // A SKU without an id cannot be sent.
    expect(fromPicker(picked(4, [{ ...sku(41, '1.00', 1), id: undefined } as unknown as ReturnType<typeof sku>])).skus).toEqual([]);
  });

  it('applies a batch: quota cut to stock, price or discount, blanks untouched', () => {
    const products = [fromPicker(picked(1, [sku(11, '49.90', 3), sku(12, '51.90', 100)]))];
    const byDiscount = applyBatch(products, { ...emptyBatch(), quota: '10', mode: 'discount', discount: '85' });
    expect(byDiscount[0].skus.map((s) => [s.quota, s.activityPrice])).toEqual([
      ['3', '42.42'],
      ['10', '44.12'],
    ]);
    const byPrice = applyBatch(byDiscount, { ...emptyBatch(), mode: 'price', price: '9.9' });
    expect(byPrice[0].skus.map((s) => [s.quota, s.activityPrice])).toEqual([
      ['3', '9.90'],
      ['10', '9.90'],
    ]);
    expect(validateBatch(emptyBatch()).form).toBe(MESSAGES.batchEmpty);
    expect(validateBatch({ ...emptyBatch(), mode: 'discount', discount: '0' }).discount).toBe(MESSAGES.discount);
    expect(validateBatch({ ...emptyBatch(), mode: 'discount', discount: '101' }).discount).toBe(MESSAGES.discount);
    expect(validateBatch({ ...emptyBatch(), mode: 'price', price: '0' }).price).toBe(MESSAGES.pricePositive);
    expect(validateBatch({ ...emptyBatch(), quota: '5' })).toEqual({});
  });

  it('validates the whole form and builds the request', () => {
    const [p] = applyBatch([fromPicker(picked(1, [sku(11, '49.90', 3)]))], { ...emptyBatch(), quota: '2', mode: 'price', price: '40' });
    expect(validateJoin(null, [], [])).toEqual({ activity: MESSAGES.activity, products: MESSAGES.products });
    expect(validateJoin(7, [p], [])).toEqual({});
    expect(validateJoin(7, [p], [1])).toEqual({ [errorKey.product(1)]: MESSAGES.joined });
    expect(toAddRequest(7, [{ ...p, sort: '3' }])).toEqual({ id: 7, productList: [{ id: 1, sort: 3, attrValue: [{ attrValueId: 11, quota: 2, activityPrice: '40.00' }] }] });
  });

  it('reads a resubmission from the address, or none when it does not fit', () => {
    const ok = { id: 3, productId: 7, sort: 2, skus: [{ attrValueId: 71, quota: 4, activityPrice: '9.90' }] };
    expect(readResubmit(ok)).toEqual(ok);
    expect(readResubmit(undefined)).toBeUndefined();
    expect(readResubmit('3')).toBeUndefined();
    expect(readResubmit({ ...ok, productId: 0 })).toBeUndefined();
    expect(readResubmit({ ...ok, skus: [{ attrValueId: 71, quota: -1, activityPrice: '9.90' }] })).toBeUndefined();
    expect(readResubmit({ ...ok, skus: [{ attrValueId: 71, quota: 4, activityPrice: 'x' }] })).toBeUndefined();
  });

  it('starts a resubmitted product with every SKU it has now, the refused one’s quota and price where it had the SKU', () => {
    const product = picked(7, [sku(71, '10.00', 5), sku(72, '12.00', 3)]);
    const row = fromRefused(product, { id: 3, productId: 7, sort: 2, skus: [{ attrValueId: 71, quota: 4, activityPrice: '9.9' }] });
    expect(row.sort).toBe('2');
    expect(row.skus.map((s) => [s.attrValueId, s.quota, s.activityPrice])).toEqual([
      [71, '4', '9.90'],
      [72, '', ''],
    ]);
  });
});
