import { getRouteApi } from '@tanstack/react-router';
import { useGetProductDetail, useGetProductForCopy, useGetProductInfo } from '@/api/generated/endpoints/product/product';
import { QueryState } from '@/components/query-state';
import { productFormMode } from '@/features/product/product-links';
import { draftFromInfo, emptyDraft } from './form-model';
import { ProductForm } from './product-form';
import { FORM_QUERY } from './product-form-queries';

const route = getRouteApi('/_authed/_permitted/product/list/creatProduct/$id/$isDisabled/{-$isCopy}');

/** /product/list/creatProduct/{id}/{isDisabled}/{isCopy?}: add, edit, copy, collect, or read a product. */
export function ProductFormPage() {
  const params = route.useParams();
  const productType = route.useSearch({ select: (s) => s.productType ?? 0 });
  const mode = productFormMode(params);
  const id = Number(params.id) || 0;
  const edit = useGetProductInfo(id, undefined, { query: { ...FORM_QUERY.query, enabled: mode === 'edit' } });
  const copy = useGetProductForCopy(id, undefined, { query: { ...FORM_QUERY.query, enabled: mode === 'copy' } });
  const detail = useGetProductDetail({ id }, { query: { ...FORM_QUERY.query, enabled: mode === 'detail' } });
  const loaded = mode === 'edit' ? edit : mode === 'copy' ? copy : mode === 'detail' ? detail : null;

  if (!loaded) return <ProductForm key={`${mode}-${productType}`} mode={mode} initial={emptyDraft(productType)} />;
  const info = loaded.data;
  return (
    <div className="p-4">
      <QueryState query={loaded} rows={8}>
        {info && <ProductForm key={`${mode}-${info.id}`} mode={mode} productId={mode === 'edit' ? info.id : undefined} reviewed={mode === 'edit' && info.auditStatus !== 0} initial={draftFromInfo(info, mode === 'copy')} />}
      </QueryState>
    </div>
  );
}
