import { z } from 'zod';
import type { PickerProduct, Price, SeckillProductAddRequest, SeckillSku, SeckillSkuPriceRequest } from '@/api/generated/model';
import {
  addSeckillProductsBodyProductListItemAttrValueItemQuotaMax as QUOTA_MAX,
  addSeckillProductsBodyProductListItemSortMax as SORT_MAX,
} from '@/api/generated-zod/seckill/seckill.zod';
import { issueMessages } from '@/components/form/form-checks';
import { compareMoney, divMoney, isValidMoney, money, mulMoney, PRICE_MAX } from '@/lib/format';
import type { SeckillResubmit } from './seckill-resubmit';

// The contract's bounds of a seckill product's order and a SKU's quota.
export { QUOTA_MAX, SORT_MAX };
export const DISCOUNT_MIN = 1;
export const DISCOUNT_MAX = 100;

export const MESSAGES = {
  activity: '请选择活动',
  products: '请添加商品',
  joined: '该商品已参加该活动',
  sort: '请输入排序',
  sortRange: `排序范围为0~${SORT_MAX}`,
  quota: '请输入限量',
  quotaInteger: '限量须为整数',
  quotaStock: '限量不能大于库存',
  price: '请输入活动价',
  priceFormat: '请输入正确的活动价',
  pricePositive: '活动价必须大于0',
  priceMax: `活动价不能超过${PRICE_MAX}`,
  batchEmpty: '请填写限量、活动价或活动折扣',
  resubmitGone: '该商品已不能参加活动，无法重新提交',
  discount: `活动折扣须为${DISCOUNT_MIN}~${DISCOUNT_MAX}的整数`,
} as const;

/** One SKU of a product being added, with what was typed for it. */
export interface JoinSku {
  attrValueId: number;
  sku: string;
  image: string;
  price: Price;
  stock: number;
  /** 限量, as typed (digits). */
  quota: string;
  /** 活动价, as typed (at most two decimals). */
  activityPrice: string;
}

/** A product being added to an activity: its facts from the picker and its inputs. */
export interface JoinProduct {
  id: number;
  name: string;
  image: string;
  categoryName: string;
  price: Price;
  stock: number;
  /** 排序, as typed (digits). */
  sort: string;
  skus: JoinSku[];
}

const skuName = (sku: string | undefined) => sku?.trim() || '默认';

/** A picked product as a row of the table, its inputs empty (排序 0). SKUs without an id cannot be sent and are left out. */
export function fromPicker(p: PickerProduct): JoinProduct {
  return {
    id: p.id,
    name: p.name,
    image: p.image,
    categoryName: p.categoryName,
    price: p.price,
    stock: p.stock,
    sort: '0',
    skus: p.attrValue.flatMap((v) =>
      v.id === undefined ? [] : [{ attrValueId: v.id, sku: skuName(v.sku), image: v.image, price: v.price, stock: v.stock, quota: '', activityPrice: '' }],
    ),
  };
}

/**
 * The table after a pick: new products are appended in the order picked; those already in the
 * table are ignored, and those already in the activity (`joined`) are refused and returned so
 * the page can say so.
 */
export function addPicked(current: readonly JoinProduct[], picked: readonly PickerProduct[], joined: readonly number[]): { products: JoinProduct[]; refused: PickerProduct[] } {
  const present = new Set(current.map((p) => p.id));
  const refused = picked.filter((p) => joined.includes(p.id));
  const added = picked.filter((p) => !present.has(p.id) && !joined.includes(p.id)).map(fromPicker);
  return { products: [...current, ...added], refused };
}

// Field rules: each answers the message of a bad value, or undefined.

export function sortError(text: string): string | undefined {
  if (text.trim() === '') return MESSAGES.sort;
  if (!/^\d+$/.test(text) || Number(text) > SORT_MAX) return MESSAGES.sortRange;
  return undefined;
}

export function quotaError(text: string, stock: number): string | undefined {
  if (text.trim() === '') return MESSAGES.quota;
  if (!/^\d+$/.test(text)) return MESSAGES.quotaInteger;
  if (Number(text) > Math.min(stock, QUOTA_MAX)) return MESSAGES.quotaStock;
  return undefined;
}

export function priceError(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return MESSAGES.price;
  if (!isValidMoney(value, { min: '-999999999', max: '999999999' })) return MESSAGES.priceFormat;
  if (compareMoney(value, 0) <= 0) return MESSAGES.pricePositive;
  if (compareMoney(value, PRICE_MAX) > 0) return MESSAGES.priceMax;
  return undefined;
}

/** The keys errors are kept under: one per input, plus the product's own and the page's. */
export const errorKey = {
  order: (productId: number) => `sort:${productId}`,
  quota: (productId: number, attrValueId: number) => `quota:${productId}:${attrValueId}`,
  price: (productId: number, attrValueId: number) => `price:${productId}:${attrValueId}`,
  product: (productId: number) => `product:${productId}`,
};

export type JoinErrors = Record<string, string>;

/**
 * The form: the activity chosen and the products with their inputs. Its rules read what the page knows:
 * the activity, when it is one the store may join (`chosen`), and the products already in it (`joined`).
 */
export function joinSchema(chosen: number | null, joined: readonly number[]) {
  return z
    .object({
      activityId: z.number().nullable().default(null),
      products: z.array(z.custom<JoinProduct>()).min(1, MESSAGES.products).default([]),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string | undefined) => {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (!chosen) issue('activity', MESSAGES.activity);
      for (const p of v.products) {
        if (joined.includes(p.id)) issue(errorKey.product(p.id), MESSAGES.joined);
        issue(errorKey.order(p.id), sortError(p.sort));
        for (const s of p.skus) {
          issue(errorKey.quota(p.id, s.attrValueId), quotaError(s.quota, s.stock));
          issue(errorKey.price(p.id, s.attrValueId), priceError(s.activityPrice));
        }
      }
    });
}

export type JoinValues = z.output<ReturnType<typeof joinSchema>>;

/** Every message of the form; an empty object when it can be sent. */
export const validateJoin = (activityId: number | null, products: readonly JoinProduct[], joined: readonly number[]): JoinErrors =>
  issueMessages(joinSchema(activityId, joined).safeParse({ activityId, products }));

/** The request of valid inputs. */
export function toAddRequest(activityId: number, products: readonly JoinProduct[]): SeckillProductAddRequest {
  return {
    id: activityId,
    productList: products.map((p) => ({
      id: p.id,
      sort: Number(p.sort),
      attrValue: p.skus.map((s) => ({ attrValueId: s.attrValueId, quota: Number(s.quota), activityPrice: money(s.activityPrice) })),
    })),
  };
}

/** The product as the form starts it for a resubmission: every SKU it has now, with the refused product's quota and price where it had that SKU. */
export function fromRefused(p: PickerProduct, r: SeckillResubmit): JoinProduct {
  const row = fromPicker(p);
  return {
    ...row,
    sort: String(r.sort),
    skus: row.skus.map((s) => {
      const was = r.skus.find((v) => v.attrValueId === s.attrValueId);
      return was ? { ...s, quota: String(was.quota), activityPrice: money(was.activityPrice) } : s;
    }),
  };
}

// 批量设置

/** 批量设置: blank fields leave the SKUs as they are, one at least must be filled in. */
export const batchSchema = z
  .object({
    /** Blank leaves the quotas as they are. */
    quota: z.string(),
    mode: z.enum(['price', 'discount']),
    /** 活动价, or blank to leave the prices. */
    price: z.string(),
    /** 活动折扣 in percent, or blank to leave the prices. */
    discount: z.string(),
  })
  .superRefine((b, ctx) => {
    const issue = (path: 'quota' | 'price' | 'discount' | 'form', message: string | undefined) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const quota = b.quota.trim();
    const price = b.price.trim();
    const discount = b.discount.trim();
    if (quota === '' && (b.mode === 'price' ? price : discount) === '') issue('form', MESSAGES.batchEmpty);
    if (quota !== '' && !/^\d+$/.test(quota)) issue('quota', MESSAGES.quotaInteger);
    if (b.mode === 'price' && price !== '') issue('price', priceError(price));
    if (b.mode === 'discount' && discount !== '' && (!/^\d+$/.test(discount) || Number(discount) < DISCOUNT_MIN || Number(discount) > DISCOUNT_MAX)) issue('discount', MESSAGES.discount);
  });

export type BatchValues = z.output<typeof batchSchema>;
export type BatchMode = BatchValues['mode'];

export const emptyBatch = (): BatchValues => ({ quota: '', mode: 'price', price: '', discount: '' });

/** The activity price of a discount: price × discount / 100, rounded half-up to the cent once, exactly. */
export function discountPrice(price: number | string, discount: number | string): string {
  // price has at most two decimals and discount is whole, so the product is exact; only the division rounds.
  return divMoney(mulMoney(price, discount), 100);
}

/** Every message of a batch by field ('form' for the whole); an empty object when it can be applied. */
export const validateBatch = (b: BatchValues): Record<string, string> => issueMessages(batchSchema.safeParse(b));

/**
 * Every SKU of every product after a batch: the quota (at most the SKU's stock) and the activity
 * price, given or worked out from the SKU's price and the discount. Blank fields change nothing.
 */
export function applyBatch(products: readonly JoinProduct[], b: BatchValues): JoinProduct[] {
  const quota = b.quota.trim();
  const price = b.mode === 'price' ? b.price.trim() : '';
  const discount = b.mode === 'discount' ? b.discount.trim() : '';
  return products.map((p) => ({
    ...p,
    skus: p.skus.map((s) => ({
      ...s,
      quota: quota === '' ? s.quota : String(Math.min(Number(quota), s.stock)),
      activityPrice: price !== '' ? money(price) : discount !== '' ? discountPrice(s.price, discount) : s.activityPrice,
    })),
  }));
}

// 编辑 (a seckill product of the list): the backend sets activity prices only, by the copy's own SKU ids.

/** The activity price typed for each SKU of the edit drawer, in the product's SKU order. */
export type EditPrices = string[];

export const editPricesOf = (skus: readonly SeckillSku[]): EditPrices => skus.map((s) => money(s.activityPrice));

/** The edit drawer's form: the activity price typed for each SKU; a message goes under the copy's SKU id. */
export const editPricesSchema = (skus: readonly SeckillSku[]) =>
  z.object({ prices: z.array(z.string()) }).superRefine(({ prices }, ctx) => {
    skus.forEach((s, i) => {
      const message = priceError(prices[i] ?? '');
      if (message) ctx.addIssue({ code: 'custom', path: [String(s.id)], message });
    });
  });
export type EditValues = z.output<ReturnType<typeof editPricesSchema>>;

export const toPriceRequests = (skus: readonly SeckillSku[], prices: EditPrices): SeckillSkuPriceRequest[] => skus.map((s, i) => ({ id: s.id, activityPrice: money(prices[i] ?? s.activityPrice) }));
