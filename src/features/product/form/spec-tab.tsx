import { lazy, Suspense, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useGetCdkeyUnrelatedList } from '@/api/generated/endpoints/product-category/product-category';
import { ChoiceField } from '@/components/form/choice-field';
import type { SkuRow } from '@/lib/domain/sku';
import type { ProductDraft, ProductFormValues, RowError } from './form-model';
import type { useSkuMatrix } from './use-sku-matrix';

// The 规格库存 tab (the virtualised matrix and the spec editor) loads when it is first opened.
const SkuTable = lazy(() => import('./sku-table').then((m) => ({ default: m.SkuTable })));
const SpecSection = lazy(() => import('./spec-section').then((m) => ({ default: m.SpecSection })));
export const loading = <p className="py-6 text-center text-sm text-slate-500">加载中…</p>;

const SPEC_TYPE_OPTIONS = [
  { value: false, label: '单规格' },
  { value: true, label: '多规格' },
] as const;
const SUB_OPTIONS = [
  { value: false, label: '默认设置' },
  { value: true, label: '单独设置' },
] as const;
const PAID_MEMBER_OPTIONS = [
  { value: false, label: '否' },
  { value: true, label: '是' },
] as const;

/** 规格库存: single or several specs, commission and member settings, the spec editor and the SKU matrix. */
export function SpecTab({ form, matrix, initial, shown, values, rowErrors, readOnly }: {
  form: UseFormReturn<ProductFormValues>;
  matrix: ReturnType<typeof useSkuMatrix>;
  initial: ProductDraft;
  /** The tab is open: the virtualised matrix measures its box, which a hidden tab has not got. */
  shown: boolean;
  values: ProductFormValues;
  rowErrors: RowError[];
  readOnly: boolean;
}) {
  const { type, specType, isSub, isPaidMember } = values;
  const { specs, rows } = matrix;
  // Card-secret products: the free libraries, and the ones the saved SKUs already use.
  const unrelated = useGetCdkeyUnrelatedList(undefined, { query: { enabled: type === 6 && !readOnly, staleTime: 30_000 } });
  // A bound library's unused card secrets are the stock its SKU was loaded with (the backend keeps them equal).
  const libraries = useMemo(() => {
    const bound = (initial.boundLibraries ?? []).map((b) => ({ ...b, stock: Number(initial.rows.find((r) => r.cdkeyId === b.id)?.stock ?? 0) }));
    return [...bound, ...(unrelated.data ?? []).filter((l) => !bound.some((b) => b.id === l.id))];
  }, [initial.boundLibraries, initial.rows, unrelated.data]);
  const shownRows: SkuRow[] = specType ? rows : rows.slice(0, 1);

  const onSpecTypeChange = (multi: boolean) => {
    form.setValue('specType', multi, { shouldDirty: true });
    if (multi) matrix.onMulti();
  };

  return (
    <>
      <ChoiceField legend={6} className="flex items-center" label="商品规格" name="specType" value={specType} onChange={onSpecTypeChange} options={SPEC_TYPE_OPTIONS} disabled={readOnly} />
      <Controller control={form.control} name="isSub" render={({ field }) => <ChoiceField legend={6} className="flex items-center" label="佣金设置" name="isSub" value={field.value} onChange={field.onChange} options={SUB_OPTIONS} disabled={readOnly} />} />
      <Controller
        control={form.control}
        name="isPaidMember"
        render={({ field }) => <ChoiceField legend={6} className="flex items-center" label="会员商品" name="isPaidMember" value={field.value} onChange={field.onChange} options={PAID_MEMBER_OPTIONS} disabled={readOnly} />}
      />
      <Suspense fallback={loading}>
        {specType && (
          <div>
            <SpecSection specs={specs} onSpecsChange={matrix.onSpecsChange} disabled={readOnly} />
            {matrix.specError && (
              <p role="alert" className="mt-1 text-xs text-danger">
                {matrix.specError}
              </p>
            )}
          </div>
        )}
        {specType && matrix.partial && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={matrix.allSkus} onChange={(e) => matrix.onAllSkusChange(e.target.checked)} />
            全部sku
            <span className="text-xs text-slate-500">（已删除的规格不显示；勾选后显示全部规格组合）</span>
          </label>
        )}
        {shown && (!specType || specs.length > 0) && (
          <SkuTable specs={specType ? specs : []} rows={shownRows} onRowsChange={matrix.onRowsChange} options={{ type, isPaidMember, isSub }} errors={rowErrors} libraries={libraries} disabled={readOnly} />
        )}
      </Suspense>
    </>
  );
}
