import { getGetProductDetailQueryOptions, getGetProductForCopyQueryOptions, getGetProductInfoQueryOptions } from '@/api/generated/endpoints/product/product';
import { prefetch } from '@/components/list/prefetch';
import { productFormMode } from '@/features/product/product-links';

/** The form starts from what the server holds now: a product's copy is dropped once the form is left. */
export const FORM_QUERY = { query: { gcTime: 0 } } as const;

/** The route's loader: starts the load the form waits for (a new or collected product waits for none). */
export function prefetchProductForm(params: Parameters<typeof productFormMode>[0]) {
  const mode = productFormMode(params);
  const id = Number(params.id) || 0;
  if (mode === 'edit') prefetch(getGetProductInfoQueryOptions(id, undefined, FORM_QUERY));
  if (mode === 'copy') prefetch(getGetProductForCopyQueryOptions(id, undefined, FORM_QUERY));
  if (mode === 'detail') prefetch(getGetProductDetailQueryOptions({ id }, FORM_QUERY));
}
