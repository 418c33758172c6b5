import { useCallback, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { applyBatch, SKU_TEXT_DEFAULTS, type SkuRow, type SkuTexts, type Spec } from '@/lib/domain/sku';
import { PRICE_RANGE_MESSAGE, type CdkeyLibraryOption, type RowError } from './form-model';
import { CARD_STOCK_NOTE } from '@/features/product/shared/card-stock';
import { idOptions } from '@/features/product/shared/select-options';
import { ACTION_WIDTH, IMAGE_WIDTH, ROW_HEIGHT, skuColumns, SPEC_WIDTH, type SkuColumnsOptions } from './sku-columns';
import { SkuTableBody } from './sku-table-body';
import { SkuTableHead } from './sku-table-head';

/** A library a card-secret SKU can use, with its unused card secrets (the SKU's stock once chosen). */
export type LibraryChoice = CdkeyLibraryOption & { stock: number };

interface SkuTableProps {
  specs: readonly Spec[];
  rows: readonly SkuRow[];
  onRowsChange: (update: (rows: SkuRow[]) => SkuRow[]) => void;
  options: SkuColumnsOptions;
  errors: readonly RowError[];
  /** The card-secret libraries to choose from (type 6). */
  libraries?: readonly LibraryChoice[];
  disabled?: boolean;
}

const NO_LIBRARIES: readonly LibraryChoice[] = [];

/**
 * The SKU matrix: a batch-set row, then every SKU. Only the rows in view are in the DOM (1,000 rows stay
 * fast); the header and the rows share one horizontal scroll.
 */
export function SkuTable({ specs, rows, onRowsChange, options, errors, libraries = NO_LIBRARIES, disabled = false }: SkuTableProps) {
  const columns = skuColumns(options);
  const multi = specs.length > 0;
  const width = specs.length * SPEC_WIDTH + IMAGE_WIDTH + columns.reduce((n, c) => n + c.width, 0) + (multi ? ACTION_WIDTH : 0);
  const scroller = useRef<HTMLDivElement>(null);
  // The React Compiler is not used here, so the virtualizer's non-memoisable API is fine.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const [picking, setPicking] = useState<number | 'batch' | null>(null);
  const [batch, setBatch] = useState<SkuTexts>({
    ...SKU_TEXT_DEFAULTS,
    price: '',
    cost: '',
    otPrice: '',
    stock: '',
    weight: '',
    volume: '',
    brokerage: '',
    brokerageTwo: '',
    vipPrice: '',
  });

  const errorsByRow = new Map<number, Map<string, string>>();
  for (const e of errors) {
    const row = errorsByRow.get(e.row) ?? new Map<string, string>();
    if (!row.has(e.field)) row.set(e.field, e.message);
    errorsByRow.set(e.row, row);
  }

  const onEdit = useCallback((index: number, field: keyof SkuTexts, value: string) => onRowsChange((current) => current.map((r, i) => (i === index ? { ...r, [field]: value } : r))), [onRowsChange]);
  // Choosing a library sets the SKU's stock to its unused card secrets.
  const onPickLibrary = useCallback(
    (index: number, cdkeyId: number) => {
      const library = libraries.find((l) => l.id === cdkeyId);
      onRowsChange((current) => current.map((r, i) => (i === index ? { ...r, cdkeyId, stock: String(library?.stock ?? 0) } : r)));
    },
    [libraries, onRowsChange],
  );
  const libraryOptions = useMemo(() => idOptions(libraries, (l) => `${l.name}（库存${l.stock}）`), [libraries]);
  const onRemove = useCallback((index: number) => onRowsChange((current) => current.filter((_, i) => i !== index)), [onRowsChange]);
  const onPickImage = useCallback((index: number) => setPicking(index), []);

  return (
    <div className="rounded border border-slate-200">
      <p className="border-b border-slate-200 bg-amber-50 px-3 py-1.5 text-xs text-amber-800">
        {PRICE_RANGE_MESSAGE}
        {options.type === 6 && `；${CARD_STOCK_NOTE}`}
      </p>
      <div ref={scroller} className="max-h-[560px] overflow-auto" role="table" aria-label="商品规格" aria-rowcount={rows.length + 2}>
        <SkuTableHead
          specs={specs}
          columns={columns}
          width={width}
          multi={multi}
          disabled={disabled}
          batch={batch}
          setBatch={setBatch}
          onPickBatchImage={() => setPicking('batch')}
          onApply={() => onRowsChange((current) => applyBatch(current, batch))}
        />
        <SkuTableBody
          virtualizer={virtualizer}
          rows={rows}
          width={width}
          specs={specs}
          columns={columns}
          errorsByRow={errorsByRow}
          libraryOptions={libraryOptions}
          disabled={disabled}
          multi={multi}
          onEdit={onEdit}
          onPickLibrary={onPickLibrary}
          onPickImage={onPickImage}
          onRemove={onRemove}
        />
      </div>
      <p className="border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600">共 {rows.length} 个规格</p>
      <ImagePickerDialog
        open={picking !== null}
        onClose={() => setPicking(null)}
        onPick={([picture]) => {
          if (!picture) return;
          if (picking === 'batch') setBatch((b) => ({ ...b, image: picture.sattDir }));
          else if (picking !== null) onEdit(picking, 'image', picture.sattDir);
        }}
      />
    </div>
  );
}
