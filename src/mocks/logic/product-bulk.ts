import { BROKERAGE_SUM_MAX, BROKERAGE_SUM_MESSAGE } from '@/lib/domain/brokerage';
import { getDb } from '../db';
import { fail } from '../lib';
import type { DemoProduct } from '../types/products';
import { approved, many, one, refuse, type ProductAction } from './product-calls';

// The settings the list's 批量设置 gives products in the warehouse, one or a batch: freight template,
// brokerage and feedback coupons, with the reference backend's refusals in the order it checks them.

/** Freight, brokerage and feedback coupons are set on a product in the warehouse only. */
const inWarehouse =
  (auditStateMessage?: string): ProductAction =>
  (p) => {
    if (p.isRecycle) return refuse.deleted();
    if (p.isShow) return refuse.onSale();
    if (p.isAudit) return refuse.inReview();
    if (!approved(p)) return refuse.auditState(auditStateMessage);
    return null;
  };

const freightCheck = inWarehouse('只有仓库中商品才能设置运费');

/** Only normal products (type 0) ship: the others are left as they are, and the call still succeeds. */
function setTemplate(products: DemoProduct[], templateId: number) {
  const normal = products.filter((p) => p.type === 0);
  if (normal.length === 0) return null;
  if (!getDb().shippingTemplates.some((t) => t.id === templateId)) return fail(6501, '运费模板不存在');
  for (const p of normal) p.tempId = templateId;
  return null;
}

export const setFreight = (id: number, templateId: number) => one(id, (p) => freightCheck(p) ?? setTemplate([p], templateId));
export const setManyFreight = (ids: readonly number[], templateId: number) => many(ids, freightCheck, (products) => setTemplate(products, templateId));

const brokerageCheck = inWarehouse('只有仓库中商品才能设置佣金');

function applyBrokerage(products: DemoProduct[], brokerage: number, brokerageTwo: number) {
  if (brokerage + brokerageTwo > BROKERAGE_SUM_MAX) return fail(400, BROKERAGE_SUM_MESSAGE);
  for (const p of products) {
    p.brokerage = brokerage;
    p.brokerageTwo = brokerageTwo;
    p.isSub = true;
    for (const v of p.attrValue) Object.assign(v, { brokerage, brokerageTwo });
  }
  return null;
}

export const setBrokerage = (id: number, brokerage: number, brokerageTwo: number) => one(id, (p) => brokerageCheck(p) ?? applyBrokerage([p], brokerage, brokerageTwo));
export const setManyBrokerage = (ids: readonly number[], brokerage: number, brokerageTwo: number) =>
  many(ids, brokerageCheck, (products) => applyBrokerage(products, brokerage, brokerageTwo));

/**
 * The store's coupons among those asked for are linked (ids of no coupon are passed over, as the reference
 * does); a coupon linked already is not linked twice.
 */
function linkCoupons(products: DemoProduct[], couponIds: readonly number[]) {
  const found = couponIds.filter((id) => getDb().coupons.some((c) => c.id === id));
  for (const p of products) p.couponIds = [...new Set([...p.couponIds, ...found])];
  return null;
}

export const addCoupons = (id: number, couponIds: readonly number[]) => one(id, (p) => inWarehouse()(p) ?? linkCoupons([p], couponIds));
export const addManyCoupons = (ids: readonly number[], couponIds: readonly number[]) =>
  many(ids, inWarehouse('只有仓库中商品才能设置添加回馈券'), (products) => linkCoupons(products, couponIds));
