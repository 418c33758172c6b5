import { decimal } from './decimal';

/**
 * A seckill product's SKU into the console's model (SeckillSku). The reference backend sends the seckill
 * copy's whole ProductAttrValue: its id is the copy's own SKU (the one set/price takes), its price the
 * activity price, otPrice the product's own price, masterId the product's SKU. A SKU already in the
 * model's shape passes with its amounts read as text.
 */
export function seckillSku(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const sku = node as Record<string, unknown>;
  if ('attrValueId' in sku) return { ...sku, price: decimal(sku.price), activityPrice: decimal(sku.activityPrice) };
  return {
    id: sku.id,
    attrValueId: sku.masterId ?? sku.id,
    sku: sku.sku ?? '',
    image: sku.image ?? '',
    price: decimal(sku.otPrice ?? sku.price),
    stock: sku.stock ?? 0,
    quota: sku.quota ?? 0,
    quotaShow: sku.quotaShow ?? 0,
    activityPrice: decimal(sku.price),
  };
}
