import { useCallback, useMemo, useState } from 'react';
import { combinationCount, regenerateRows, rowKey, type SkuRow, type Spec } from '@/lib/domain/sku';
import type { ProductDraft } from './form-model';

/**
 * The product's specs and SKU rows, kept beside the form (a matrix of up to thousands of rows): what the
 * spec editor and the table change, whether they were touched (unsaved input), and 全部sku of a saved
 * product that has fewer SKUs than its specs make.
 */
export function useSkuMatrix(initial: ProductDraft, readOnly: boolean) {
  const [specs, setSpecs] = useState<Spec[]>(initial.specs);
  const [rows, setRows] = useState<SkuRow[]>(initial.rows);
  const [touched, setTouched] = useState(false);
  const [specError, setSpecError] = useState('');

  const onRowsChange = useCallback((change: (rows: SkuRow[]) => SkuRow[]) => {
    setRows(change);
    setTouched(true);
  }, []);

  // A saved product may have fewer SKUs than its specs make (rows were deleted). Its stored rows show; 全部sku
  // shows every combination, and turning it off again leaves the deleted ones out.
  const storedKeys = useMemo(() => new Set(initial.rows.map((r) => rowKey(r.values))), [initial.rows]);
  const partial = initial.values.specType && initial.rows.length < combinationCount(initial.specs) && specs === initial.specs;
  const [allSkus, setAllSkus] = useState(false);
  const onAllSkusChange = (all: boolean) => {
    setAllSkus(all);
    setRows((current) => (all ? regenerateRows(specs, current) : current.filter((r) => storedKeys.has(rowKey(r.values)))));
    if (!readOnly) setTouched(true);
  };

  const onSpecsChange = (next: Spec[]) => {
    setSpecs(next);
    setSpecError('');
    setRows((current) => regenerateRows(next, current));
    setTouched(true);
  };

  /** 多规格 chosen: the rows its specs make. */
  const onMulti = () => setRows((current) => (specs.length > 0 ? regenerateRows(specs, current) : current));

  /** A draft's or a collected product's specs and rows, as unsaved input. */
  const replace = (next: Pick<ProductDraft, 'specs' | 'rows'>) => {
    setSpecs(next.specs);
    setRows(next.rows);
    setTouched(true);
  };

  return { specs, rows, touched, specError, setSpecError, onRowsChange, partial, allSkus, onAllSkusChange, onSpecsChange, onMulti, replace };
}
