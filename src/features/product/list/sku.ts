import type { ProductAttrValue } from '@/api/generated/model';

/** A SKU's name for people: its values in spec order ('白色,S'), or 默认 for a single-spec product. */
export function skuLabel(sku: Pick<ProductAttrValue, 'sku' | 'attrValue'>): string {
  if (sku.sku) return sku.sku;
  try {
    const values = Object.values(JSON.parse(sku.attrValue) as Record<string, unknown>).map(String);
    return values.join(',') || '默认';
  } catch {
    return '默认';
  }
}

/**
 * Query options for a form that starts from a product's details: fetched again on every opening
 * (a cached copy may predate a change made from the list), the form waiting for that answer.
 */
export const freshOnOpen = { refetchOnMount: 'always' } as const;
