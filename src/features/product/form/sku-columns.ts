import { restrictNumberInput, type NumberInputMode } from '@/lib/format';
import type { ProductType } from '@/lib/enums';
import type { SkuFields } from '@/lib/domain/sku';
import { hasWeight } from './form-model';

export interface Column {
  field: keyof SkuFields;
  label: string;
  width: number;
  /** How typing is cleaned: digits only, one or two decimals; text when absent. */
  mode?: NumberInputMode;
  /** Shown, not typed: a card-secret SKU's stock is its library's unused card secrets. */
  readOnly?: boolean;
}

export interface SkuColumnsOptions {
  type: ProductType;
  isPaidMember: boolean;
  isSub: boolean;
}

/** The columns of the matrix for the product's type and switches (reference §4.2). */
export function skuColumns({ type, isPaidMember, isSub }: SkuColumnsOptions): Column[] {
  return [
    { field: 'price', label: '售价', width: 110, mode: 2 },
    ...(isPaidMember ? [{ field: 'vipPrice', label: '会员价', width: 110, mode: 2 } as const] : []),
    { field: 'cost', label: '成本价', width: 110, mode: 2 },
    { field: 'otPrice', label: '原价', width: 110, mode: 2 },
    { field: 'stock', label: '库存', width: 100, mode: 0, readOnly: type === 6 },
    { field: 'barCode', label: '商品编号', width: 140 },
    ...(hasWeight(type)
      ? ([
          { field: 'weight', label: '重量(KG)', width: 100, mode: 2 },
          { field: 'volume', label: '体积(m³)', width: 100, mode: 2 },
        ] as const)
      : []),
    ...(isSub
      ? ([
          { field: 'brokerage', label: '一级返佣(%)', width: 110, mode: 0 },
          { field: 'brokerageTwo', label: '二级返佣(%)', width: 110, mode: 0 },
        ] as const)
      : []),
    ...(type === 5 ? [{ field: 'expand', label: '云盘链接', width: 220 } as const] : []),
    ...(type === 6 ? [{ field: 'cdkeyId', label: '卡密设置', width: 240 } as const] : []),
  ];
}

export const clean = (text: string, mode: Column['mode']) => (mode === undefined ? text : restrictNumberInput(text, mode));

export const ROW_HEIGHT = 52;
export const SPEC_WIDTH = 110;
export const IMAGE_WIDTH = 70;
export const ACTION_WIDTH = 64;
