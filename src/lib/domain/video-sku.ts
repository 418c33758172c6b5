import type { ProductAttr, ProductAttrValue, VideoAttrRequest, VideoAttrValueRequest } from '@/api/generated/model';

// A video-channel draft carries the store product's specs and SKUs as the reference backend takes them
// (PayComponentProductAddRequest.attr / attrValue: the product's own request classes), with the
// channel's price, original price and stock in each SKU.

/** A store product's spec as a draft takes it. */
export const videoAttrOf = (a: ProductAttr): VideoAttrRequest => ({ ...(a.id === undefined ? {} : { id: a.id }), attrName: a.attrName, attrValues: a.attrValues });

/** A store product's SKU as a draft takes it (its id is the product's SKU). */
export const videoAttrValueOf = (v: ProductAttrValue): VideoAttrValueRequest => ({
  ...(v.id === undefined ? {} : { id: v.id }),
  stock: v.stock,
  price: v.price,
  image: v.image,
  cost: v.cost,
  otPrice: v.otPrice,
  weight: v.weight,
  volume: v.volume,
  brokerage: v.brokerage,
  brokerageTwo: v.brokerageTwo,
  attrValue: v.attrValue,
  ...(v.barCode ? { barCode: v.barCode } : {}),
});

/** A SKU's spec values as shown (红色,L), from its attrValue JSON; 默认 for a single spec or unreadable text. */
export function skuLabel(attrValue: string): string {
  try {
    const parsed: unknown = JSON.parse(attrValue);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const values = Object.values(parsed).map(String);
      if (values.length > 0) return values.join(',');
    }
  } catch {
    // Falls through to the single spec's name.
  }
  return '默认';
}
