import { z } from 'zod';
import type { GroupBuyActivity, GroupBuyActivityRequest, GroupBuyProduct, PickerProduct, Price } from '@/api/generated/model';
import {
  saveGroupBuyActivityBodyAllQuotaMax as QUOTA_MAX,
  saveGroupBuyActivityBodyBuyCountMax as BUY_COUNT_MAX,
  saveGroupBuyActivityBodyBuyCountMin as BUY_COUNT_MIN,
  saveGroupBuyActivityBodyGroupBuySkuRequestItemQuotaShowMax as SKU_QUOTA_MAX,
  saveGroupBuyActivityBodyGroupNameMax as NAME_MAX,
  saveGroupBuyActivityBodyValidHourMax as VALID_HOUR_MAX,
} from '@/api/generated-zod/group-buy/group-buy.zod';
import { msOfDateTime, normalizeDateTime } from '@/lib/date-time';
import { compareMoney, isValidMoney, money, PRICE_MAX, PRICE_MIN } from '@/lib/format';

// The contract's bounds (活动限购 and 单次限购 share theirs).
export { BUY_COUNT_MAX, BUY_COUNT_MIN, NAME_MAX, QUOTA_MAX, SKU_QUOTA_MAX, VALID_HOUR_MAX };

export const MESSAGES = {
  name: '请输入活动名称',
  nameLength: `活动名称不能超过${NAME_MAX}个字符`,
  start: '请选择活动开始时间',
  end: '请选择活动结束时间',
  endAfterStart: '结束时间必须大于开始时间',
  buyCount: '请输入成团人数',
  buyCountRange: `成团人数范围为${BUY_COUNT_MIN}~${BUY_COUNT_MAX}`,
  validHour: '请输入成团有效期',
  validHourRange: `成团有效期范围为0~${VALID_HOUR_MAX}小时`,
  allQuota: '请输入活动限购',
  allQuotaRange: `活动限购范围为0~${QUOTA_MAX}`,
  oncQuota: '请输入单次限购',
  oncQuotaRange: `单次限购范围为0~${QUOTA_MAX}`,
  products: '请添加商品',
  price: '请输入拼团价',
  priceFormat: '请输入正确的拼团价',
  pricePositive: '拼团价必须大于0',
  priceRange: `拼团价范围为${PRICE_MIN}~${PRICE_MAX}`,
  quota: '请输入拼团限量',
  quotaInteger: '拼团限量须为整数',
  quotaStock: '拼团限量不能大于库存',
} as const;

export interface GroupSku {
  skuId: number;
  sku: string;
  image: string;
  barCode: string;
  price: Price;
  stock: number;
  /** 拼团价, as typed. */
  activePrice: string;
  /** 拼团限量, as typed. */
  quotaShow: string;
}

export interface GroupProduct {
  productId: number;
  name: string;
  image: string;
  price: Price;
  skus: GroupSku[];
}

export const productsOf = (list: readonly GroupBuyProduct[] | undefined): GroupProduct[] =>
  (list ?? []).map((p) => ({
    productId: p.productId,
    name: p.name,
    image: p.image,
    price: p.price,
    skus: p.skuList.map((s) => ({ skuId: s.skuId, sku: s.sku || '默认', image: s.image, barCode: s.barCode, price: s.price, stock: s.stock, activePrice: money(s.activePrice), quotaShow: String(s.quotaShow) })),
  }));

/** A picked product with empty inputs; SKUs without an id cannot be sent and are left out. */
export function fromPicker(p: PickerProduct): GroupProduct {
  return {
    productId: p.id,
    name: p.name,
    image: p.image,
    price: p.price,
    skus: p.attrValue.flatMap((v) =>
      v.id === undefined ? [] : [{ skuId: v.id, sku: v.sku?.trim() || '默认', image: v.image, barCode: v.barCode ?? '', price: v.price, stock: v.stock, activePrice: '', quotaShow: '' }],
    ),
  };
}

/** The table after a pick: new products appended in the order picked, those present ignored. */
export function addPicked(current: readonly GroupProduct[], picked: readonly PickerProduct[]): GroupProduct[] {
  const present = new Set(current.map((p) => p.productId));
  return [...current, ...picked.filter((p) => !present.has(p.id)).map(fromPicker)];
}

const isWhole = (text: string) => /^\d+$/.test(text);

/** 拼团价: a positive amount within the price range; the reference sets no bound by the SKU's own price. */
export function priceError(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return MESSAGES.price;
  if (!isValidMoney(value, { min: '0', max: '999999999' })) return MESSAGES.priceFormat;
  if (compareMoney(value, 0) <= 0) return MESSAGES.pricePositive;
  if (compareMoney(value, PRICE_MAX) > 0) return MESSAGES.priceRange;
  return undefined;
}

export function quotaError(text: string, stock: number): string | undefined {
  const value = text.trim();
  if (value === '') return MESSAGES.quota;
  if (!isWhole(value)) return MESSAGES.quotaInteger;
  if (Number(value) > Math.min(stock, SKU_QUOTA_MAX)) return MESSAGES.quotaStock;
  return undefined;
}

/** The keys the SKUs' messages are kept under. */
export const errorKey = {
  price: (productId: number, skuId: number) => `price:${productId}:${skuId}`,
  quota: (productId: number, skuId: number) => `quota:${productId}:${skuId}`,
};

/** The messages shown, by field or by `errorKey`. */
export type GroupErrors = Record<string, string>;

/** A whole number typed in a box, within its range: its message when empty, and when not a whole number in range. */
const whole = (min: number, max: number, empty: string, range: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .refine((v) => v === '' || (isWhole(v) && Number(v) >= min && Number(v) <= max), range)
    .default('');

/**
 * The form: 基础设置 as typed (times 'yyyy-MM-dd HH:mm:ss', '' until whole) and the products with each SKU's
 * inputs. Each line is a field's rule and its value in a new activity (凑团 starts off, as in the reference).
 */
const groupFields = z.object({
  groupName: z.string().trim().min(1, MESSAGES.name).max(NAME_MAX, MESSAGES.nameLength).default(''),
  startTime: z.string().min(1, MESSAGES.start).default(''),
  endTime: z.string().min(1, MESSAGES.end).default(''),
  buyCount: whole(BUY_COUNT_MIN, BUY_COUNT_MAX, MESSAGES.buyCount, MESSAGES.buyCountRange),
  validHour: whole(0, VALID_HOUR_MAX, MESSAGES.validHour, MESSAGES.validHourRange),
  allQuota: whole(0, QUOTA_MAX, MESSAGES.allQuota, MESSAGES.allQuotaRange),
  oncQuota: whole(0, QUOTA_MAX, MESSAGES.oncQuota, MESSAGES.oncQuotaRange),
  showGroup: z.boolean().default(false),
  fictiStatus: z.boolean().default(false),
  products: z.array(z.custom<GroupProduct>()).min(1, MESSAGES.products).default([]),
});

export type GroupFormValues = z.output<typeof groupFields>;
/** The 基础设置 fields, checked before 下一步. */
export const BASIC_FIELDS = ['groupName', 'startTime', 'endTime', 'buyCount', 'validHour', 'allQuota', 'oncQuota'] as const;

/** Every rule of the form: the fields', the end after the start, and each SKU's price and quota (within its stock). */
export const groupFormSchema = groupFields.superRefine((v, ctx) => {
  const issue = (path: string, message: string | undefined) => {
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  if (v.startTime && v.endTime && !(msOfDateTime(v.endTime) > msOfDateTime(v.startTime))) issue('endTime', MESSAGES.endAfterStart);
  for (const p of v.products) {
    for (const s of p.skus) {
      issue(errorKey.price(p.productId, s.skuId), priceError(s.activePrice));
      issue(errorKey.quota(p.productId, s.skuId), quotaError(s.quotaShow, s.stock));
    }
  }
});

export const emptyGroupValues = (): GroupFormValues => groupFields.parse({});

export const groupValuesOf = (a: GroupBuyActivity): GroupFormValues => ({
  groupName: a.groupName,
  startTime: normalizeDateTime(a.startTime),
  endTime: normalizeDateTime(a.endTime),
  buyCount: String(a.buyCount),
  validHour: String(a.validHour),
  allQuota: String(a.allQuota),
  oncQuota: String(a.oncQuota),
  showGroup: a.showGroup === 1,
  fictiStatus: a.fictiStatus === 1,
  products: productsOf(a.productList),
});

/** The request of valid inputs; `id` when an activity is changed. */
export function toRequest(b: GroupFormValues, id?: number): GroupBuyActivityRequest {
  const { products } = b;
  return {
    ...(id !== undefined ? { id } : {}),
    groupName: b.groupName.trim(),
    startTime: b.startTime,
    endTime: b.endTime,
    validHour: Number(b.validHour),
    buyCount: Number(b.buyCount),
    allQuota: Number(b.allQuota),
    oncQuota: Number(b.oncQuota),
    productCount: new Set(products.map((p) => p.productId)).size,
    showGroup: b.showGroup ? 1 : 0,
    fictiStatus: b.fictiStatus ? 1 : 0,
    groupBuySkuRequest: products.flatMap((p) => p.skus.map((s) => ({ productId: p.productId, skuId: s.skuId, activePrice: money(s.activePrice), quotaShow: Number(s.quotaShow) }))),
  };
}

/** Every SKU of the product at the price. */
export const withPrice = (p: GroupProduct, price: string): GroupProduct => ({ ...p, skus: p.skus.map((s) => ({ ...s, activePrice: money(price) })) });

/** Every SKU of the product at the quota, cut to its stock. */
export const withQuota = (p: GroupProduct, quota: string): GroupProduct => ({ ...p, skus: p.skus.map((s) => ({ ...s, quotaShow: String(Math.min(Number(quota), s.stock)) })) });

/** The product-level 拼团限量: a whole number. */
export function productQuotaError(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return MESSAGES.quota;
  if (!isWhole(value) || Number(value) > SKU_QUOTA_MAX) return MESSAGES.quotaInteger;
  return undefined;
}
