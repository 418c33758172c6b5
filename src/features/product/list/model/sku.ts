import type { ProductAttrValue } from '@/api/generated/model';
import { valuesFromJson } from '@/lib/domain/sku';

/** A SKU's name for people: its values in spec order ('白色,S'), or 默认 for a single-spec product. */
export function skuLabel(sku: Pick<ProductAttrValue, 'sku' | 'attrValue'>): string {
  return sku.sku || Object.values(valuesFromJson(sku.attrValue)).join(',') || '默认';
}

/**
 * Query options for a form that starts from a product's details: fetched again on every opening
 * (a cached copy may predate a change made from the list), the form waiting for that answer.
 */
export const freshOnOpen = { refetchOnMount: 'always' } as const;
