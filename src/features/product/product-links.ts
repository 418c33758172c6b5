import type { ProductType } from '@/lib/enums';

/**
 * Addresses of the product form (/product/list/creatProduct/{id}/{isDisabled}/{isCopy?}):
 * id 0 is a new product; isDisabled 1 is the read-only details view, 2 editable; isCopy 1 copies
 * the product (or, with id 0, collects one from another shop). The type of a new product is a search param.
 */
export const productFormPath = '/product/list/creatProduct/$id/$isDisabled/{-$isCopy}' as const;

export type ProductFormMode = 'create' | 'edit' | 'detail' | 'copy' | 'collect';

export function productFormLink(mode: ProductFormMode, id = 0, productType: ProductType = 0) {
  switch (mode) {
    case 'create':
      return { to: productFormPath, params: { id: '0', isDisabled: '2' }, search: { productType } } as const;
    case 'collect':
      return { to: productFormPath, params: { id: '0', isDisabled: '2', isCopy: '1' }, search: { productType } } as const;
    case 'edit':
      return { to: productFormPath, params: { id: String(id), isDisabled: '2' }, search: {} } as const;
    case 'detail':
      return { to: productFormPath, params: { id: String(id), isDisabled: '1' }, search: {} } as const;
    case 'copy':
      return { to: productFormPath, params: { id: String(id), isDisabled: '2', isCopy: '1' }, search: {} } as const;
  }
}

export function productFormMode(params: { id: string; isDisabled: string; isCopy?: string }): ProductFormMode {
  const id = Number(params.id) || 0;
  if (params.isCopy === '1') return id ? 'copy' : 'collect';
  if (id === 0) return 'create';
  return params.isDisabled === '1' ? 'detail' : 'edit';
}
