import type { SeckillProduct } from '@/api/generated/model';
import { isValidMoney, money } from '@/lib/format';

// 重新提交: the backend has no call to send a refused product again; it is added to its activity again by
// its product's id, as a new seckill product (the refused one stays until deleted).

/** A refused seckill product sent again: the form starts from its product, its order, and each SKU's quota and activity price. */
export interface SeckillResubmit {
  /** The refused seckill product. */
  id: number;
  productId: number;
  sort: number;
  /** By the product's own SKU. */
  skus: Array<{ attrValueId: number; quota: number; activityPrice: string }>;
}

export const resubmitOf = (p: SeckillProduct): SeckillResubmit => ({
  id: p.id,
  productId: p.productId,
  sort: p.sort,
  skus: p.attrValue.map((s) => ({ attrValueId: s.attrValueId, quota: s.quotaShow, activityPrice: money(s.activityPrice) })),
});

/** 添加秒杀商品 of the refused product's activity, the product in the query (a JSON value, as the router writes one). */
export const resubmitHref = (p: SeckillProduct) => `/marketing/seckill/creatSeckill/${p.activityId}?resubmit=${encodeURIComponent(JSON.stringify(resubmitOf(p)))}`;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The resubmission an address holds (the router has read its JSON), or undefined when it holds none that fits. */
export function readResubmit(value: unknown): SeckillResubmit | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, productId, sort, skus } = value as Record<string, unknown>;
  if (!isId(id) || !isId(productId) || !isCount(sort) || !Array.isArray(skus)) return undefined;
  const read = skus.flatMap((s: unknown) => {
    const { attrValueId, quota, activityPrice } = (typeof s === 'object' && s !== null ? s : {}) as Record<string, unknown>;
    return isId(attrValueId) && isCount(quota) && typeof activityPrice === 'string' && isValidMoney(activityPrice, { min: '0', max: '999999999' }) ? [{ attrValueId, quota, activityPrice }] : [];
  });
  return read.length === skus.length ? { id, productId, sort, skus: read } : undefined;
}
