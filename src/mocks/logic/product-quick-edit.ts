import type { ProductAddStockRequest, ProductReviewFreeEditRequest } from '@/api/generated/model';
import { lowestMoney, money } from '@/lib/format';
import { commit, getDb } from '../db';
import { fail, findBy } from '../lib';
import type { DemoProduct } from '../types/products';
import { unusedByLibrary } from './cdkey';
import { refuse } from './product-calls';
import { librariesInUse } from './product-dictionaries';
import { CDKEY_REPEATED, LIBRARY_BOUND, LIBRARY_NOT_FOUND } from './product-save';

// The list's quick edits of a saved product, outside the form: 编辑库存 and 免审编辑, with the reference
// backend's checks in its order and codes.

const find = (id: number) => findBy(getDb().products, 'id', id);

function recalc(p: DemoProduct) {
  p.stock = p.attrValue.reduce((n, v) => n + v.stock, 0);
  p.price = lowestMoney(p.attrValue.map((v) => v.price)) ?? money(0);
}

/** The reference backend's refusal: a card-secret product's stock is its libraries' unused card secrets. */
export const CARD_STOCK_NOT_ADDED = '卡密商品不支持快捷添加库存';

/** 编辑库存: stock added to some SKUs of a product not in review. */
export function addStock(body: ProductAddStockRequest) {
  const p = find(body.id);
  if (!p) return refuse.notFound();
  if (p.isAudit) return refuse.inReview();
  if (p.type === 6) return fail(6303, CARD_STOCK_NOT_ADDED);
  const ids = body.attrValueList.map((a) => a.id);
  if (new Set(ids).size !== ids.length) return fail(400, '有重复的商品规格属性ID');
  if (ids.some((id) => !p.attrValue.some((v) => v.id === id))) return fail(400, '商品规格属性ID数组数据异常，请刷新后再试');
  for (const add of body.attrValueList) p.attrValue.find((v) => v.id === add.id)!.stock += add.stock;
  recalc(p);
  commit();
  return null;
}

/**
 * 免审编辑 of a product off sale and not in review: categories, prices, stock, cloud-disk links and card-secret
 * libraries change without a new review. Every SKU is sent; ids of no SKU are passed over, as the reference does.
 */
export function editWithoutReview(body: ProductReviewFreeEditRequest) {
  const p = find(body.id);
  if (!p) return refuse.notFound();
  if (p.isShow) return refuse.onSale();
  if (p.isAudit) return refuse.inReview();
  if (body.attrValue.length !== p.attrValue.length) return fail(400, '商品规格属性数量不一致');
  if (p.type === 6 && new Set(body.attrValue.map((a) => a.cdkeyId)).size !== body.attrValue.length) return fail(400, CDKEY_REPEATED);
  const db = getDb();
  const bound = librariesInUse();
  const unused = unusedByLibrary();
  const changes: Array<() => void> = [];
  for (const sku of p.attrValue) {
    const edit = body.attrValue.find((a) => a.id === sku.id);
    if (!edit) continue;
    const library = edit.cdkeyId ?? 0;
    if (p.type === 6 && library !== sku.cdkeyId) {
      if (!db.cdkeyLibraries.some((l) => l.id === library)) return LIBRARY_NOT_FOUND();
      // The reference refuses a library this product draws on; one another product draws on is refused too.
      if (bound.has(library)) return LIBRARY_BOUND();
      changes.push(() => Object.assign(sku, { cdkeyId: library, stock: unused.get(library) ?? 0 }));
    }
    changes.push(() => {
      sku.price = money(edit.price);
      if (p.type === 5) sku.expand = edit.expand ?? '';
      if (p.type !== 6) sku.stock = edit.stock;
    });
  }
  for (const change of changes) change();
  p.cateId = body.cateId;
  recalc(p);
  commit();
  return null;
}
