import { createFileRoute } from '@tanstack/react-router';
import { optionFilter } from '@/components/list/list-search';
import { productTypeOptions, type ProductType } from '@/lib/enums';
import { ProductFormPage } from '@/features/product/form/product-form-page';
import { prefetchProductForm } from '@/features/product/form/product-form-queries';

const productType = optionFilter(productTypeOptions);

export const Route = createFileRoute('/_authed/_permitted/product/list/creatProduct/$id/$isDisabled/{-$isCopy}')({
  // The type of a new product; saved products carry their own.
  validateSearch: (search: Record<string, unknown>): { productType?: ProductType } => {
    const type = productType(search.productType);
    return type === undefined ? {} : { productType: type };
  },
  loader: ({ params }) => prefetchProductForm(params),
  staticData: { title: '商品添加' },
  component: ProductFormPage,
});
