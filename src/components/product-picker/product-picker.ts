import type { PickerProduct } from '@/api/generated/model';
import { lazyDialog } from '@/components/lazy-dialog';
import type { ProductPickerDialogProps } from './product-picker-dialog';
import type { LiveProductPickerDialogProps } from './live-product-picker-dialog';

export type { ProductPickerDialogProps, ProductPickerSource } from './product-picker-dialog';
export type { LiveProductPickerDialogProps } from './live-product-picker-dialog';

/**
 * The product picker as forms use it: its code (the table, the category trees, the search) loads the
 * first time it opens, so a form's first visit carries none of it.
 */
export const ProductPickerDialog = lazyDialog<ProductPickerDialogProps>(() => import('./product-picker-dialog').then((m) => m.ProductPickerDialog), (p) => p.open);

/** The live-goods picker (products on sale, 1 to 4 a page), loaded the same way. */
export const LiveProductPickerDialog = lazyDialog<LiveProductPickerDialogProps>(() => import('./live-product-picker-dialog').then((m) => m.LiveProductPickerDialog), (p) => p.open);

/**
 * A product chosen earlier (a coupon's, a page's recommended ones) as the picker takes its initial
 * choice: the picker keeps choices by id and shows name, picture and price; the rest stays empty.
 */
export const chosenProduct = ({ id, name, image, price }: Pick<PickerProduct, 'id' | 'name' | 'image' | 'price'>): PickerProduct => ({
  id,
  name,
  image,
  price,
  stock: 0,
  sales: 0,
  isShow: true,
  categoryId: 0,
  categoryName: '',
  type: 0,
  specType: false,
  unitName: '',
  attrValue: [],
});
